"""The calendar check of the browser check: every built <athlete>/calendar.ics parses with the
icalendar package, keeps RFC 5545's line rules, and the sample athletes have the expected
number of events and to-dos."""

import glob
import os

import icalendar

# The sample site built with --today 2026-11-22: upcoming events + pending offer deadlines as
# VEVENTs, open tasks as VTODOs. Only athletes found in the checked site are compared.
SAMPLE_COUNTS = {
    "ethan-carter": {"VEVENT": 7, "VTODO": 6},
    "liam-brooks": {"VEVENT": 0, "VTODO": 0},
    "sofia-nowak": {"VEVENT": 3, "VTODO": 3},
}


def check_calendars(site, results):
    athletes = sorted(d for d in os.listdir(site) if os.path.isfile(os.path.join(site, d, "index.html")))
    for athlete in athletes:
        results.check("calendar", os.path.isfile(os.path.join(site, athlete, "calendar.ics")),
                      athlete, "no calendar.ics")
    for path in sorted(glob.glob(os.path.join(site, "*", "calendar.ics"))):
        check_calendar(path, os.path.relpath(path, site), results)


def check_calendar(path, where, results):
    with open(path, "rb") as f:
        data = f.read()
    lines = data.split(b"\r\n")
    results.check("calendar", data.endswith(b"\r\n") and b"\n" not in b"".join(lines) and b"\r" not in b"".join(lines),
                  where, "a line does not end in CRLF")
    long_lines = [i + 1 for i, line in enumerate(lines) if len(line) > 75]
    results.check("calendar", not long_lines, where, f"lines over 75 octets: {long_lines[:5]}")
    try:
        data.decode("utf-8")
        calendar = icalendar.Calendar.from_ical(data)
    except Exception as error:  # noqa: BLE001 -- any parse failure is the finding
        results.check("calendar", False, where, f"does not parse: {error}")
        return
    results.check("calendar", calendar.name == "VCALENDAR" and str(calendar.get("VERSION")) == "2.0"
                  and str(calendar.get("PRODID", "")).startswith("-//sitegen//"), where, "VERSION/PRODID")
    counts = {"VEVENT": 0, "VTODO": 0}
    uids = []
    for component in calendar.walk():
        if component.name not in counts:
            continue
        counts[component.name] += 1
        uids.append(str(component.get("UID")))
        stamp = component.get("DTSTAMP")
        results.check("calendar", stamp is not None and component.get("SUMMARY") is not None, where,
                      f"{component.name} {uids[-1]} lacks DTSTAMP or SUMMARY")
        if component.name == "VEVENT":
            start, end = component.decoded("DTSTART"), component.decoded("DTEND")
            results.check("calendar", end > start, where, f"{uids[-1]}: DTEND {end} not after DTSTART {start}")
    results.check("calendar", len(uids) == len(set(uids)), where, f"duplicate UIDs in {uids}")
    expected = SAMPLE_COUNTS.get(os.path.basename(os.path.dirname(path)))
    if expected is not None:
        results.check("calendar-counts", counts == expected, where, f"found {counts}, expected {expected}")
    results.calendars = getattr(results, "calendars", {})
    results.calendars[where] = counts
