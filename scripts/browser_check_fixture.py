"""The content the browser check builds: the bundled sample (content/) plus one athlete whose
stat cards show a 4- and a 5-digit count, so the check sees numbers as a club's heaviest
athletes have them ("1,500" must never break into "1,50" over "0" at 390 px).

Usage: python3 browser_check_fixture.py SAMPLE_CONTENT OUT
Writes OUT (removed first): a copy of SAMPLE_CONTENT and OUT/athletes/zoe-counts with
COACHES coaches (the 4-digit Coaches card) and INTERACTIONS interactions (the 5-digit
Interactions card), every row made from its number, so the folder is the same on every run.
"""

import os
import shutil
import sys

ATHLETE = "zoe-counts"
COACHES = 1500        # "1,500" on the Coaches card
INTERACTIONS = 12345  # "12,345" on the Interactions card
SCHOOLS = (
    ("sch-1", "Texas Christian University", "offered", "D1", "A", "Fort Worth", "TX", "32.71", "-97.36"),
    ("sch-2", "Rice University", "contacted", "D1", "B", "Houston", "TX", "29.72", "-95.40"),
    ("sch-3", "Baylor University", "interested", "D1", "A", "Waco", "TX", "31.55", "-97.11"),
)
TYPES = ("email", "call", "text", "visit", "dm")
SENTIMENTS = ("very_positive", "positive", "neutral", "negative", "")


def write(path, text):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def make(sample, out):
    shutil.rmtree(out, ignore_errors=True)
    shutil.copytree(sample, out)
    folder = os.path.join(out, "athletes", ATHLETE)
    os.makedirs(folder)
    write(os.path.join(folder, "athlete.yml"),
          'name: "Zoe Counts"\nsport: Softball\npositions: ["C"]\ngrad_year: 2027\n'
          'high_school: "Round Rock High School"\nhometown: "Round Rock, TX"\n')
    rows = ["id,name,status,division,tier,size,city,state,latitude,longitude,website,created_at"]
    for sid, name, status, division, tier, city, state, lat, lon in SCHOOLS:
        rows.append(f"{sid},{name},{status},{division},{tier},large,{city},{state},{lat},{lon},,2025-09-01T12:00:00Z")
    write(os.path.join(folder, "schools.csv"), "\n".join(rows) + "\n")
    rows = ["id,school_id,name,title,email,phone,twitter,created_at"]
    for i in range(1, COACHES + 1):
        rows.append(f"coach-{i:05d},sch-{i % 3 + 1},Coach {i:05d},Assistant Coach,,,,2025-09-01T12:00:00Z")
    write(os.path.join(folder, "coaches.csv"), "\n".join(rows) + "\n")
    rows = ["id,school_id,coach_id,type,initiated_by,sentiment,occurred_at,notes"]
    for i in range(1, INTERACTIONS + 1):
        # Spread over 2024-01-01 … 2026-11-21, a few a day, one minute apart within a day.
        day, minute = divmod(i, 12)
        year, doy = 2024 + day // 365, day % 365
        month, mday = divmod(doy, 28)
        stamp = f"{min(year, 2026)}-{month % 12 + 1:02d}-{mday + 1:02d}T{12 + minute // 60:02d}:{minute % 60:02d}:00Z"
        rows.append(f"int-{i:05d},sch-{i % 3 + 1},coach-{i % COACHES + 1:05d},{TYPES[i % 5]},athlete,"
                    f"{SENTIMENTS[i % 5]},{stamp},")
    write(os.path.join(folder, "interactions.csv"), "\n".join(rows) + "\n")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    make(sys.argv[1], sys.argv[2])
