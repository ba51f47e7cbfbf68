#!/usr/bin/env python3
"""Reads a vCard and an iCalendar file with independent libraries (vobject, icalendar) and
prints what they hold as JSON, for the coach page's tests (Tests/SiteGenTests, CoachContactFilesTests).
Installs the two libraries with pip when they are missing.

usage: read-coach-contacts.py CARD.vcf CALENDAR.ics
"""
import json
import subprocess
import sys

try:
    import icalendar
    import vobject
except ImportError:
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "vobject", "icalendar"], check=True)
    import icalendar
    import vobject


def card(path):
    with open(path, encoding="utf-8") as f:
        c = vobject.readOne(f.read())
    out = {"fn": c.fn.value, "n": [c.n.value.family, c.n.value.given], "email": [], "tel": [], "labels": []}
    for child in c.getChildren():
        if child.name == "EMAIL":
            out["email"].append(child.value)
        elif child.name == "TEL":
            out["tel"].append(child.value)
        elif child.name == "X-ABLABEL":
            out["labels"].append(child.value)
        elif child.name in ("URL", "TITLE"):
            out[child.name.lower()] = child.value
    out["properties"] = sorted({child.name for child in c.getChildren()})
    return out


def calendar(path):
    with open(path, "rb") as f:
        cal = icalendar.Calendar.from_ical(f.read())
    events = []
    for e in cal.walk("VEVENT"):
        events.append({"summary": str(e.get("SUMMARY")), "start": e.decoded("DTSTART").isoformat(),
                       "end": e.decoded("DTEND").isoformat(), "location": str(e.get("LOCATION", "")),
                       "properties": sorted(e.keys())})
    return {"name": str(cal.get("X-WR-CALNAME")), "events": events,
            "todos": len(cal.walk("VTODO")), "components": sorted({c.name for c in cal.subcomponents})}


print(json.dumps({"card": card(sys.argv[1]), "calendar": calendar(sys.argv[2])}, ensure_ascii=False, sort_keys=True))
