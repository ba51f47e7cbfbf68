#!/usr/bin/env python3
"""Writes the hostile fixture next to this file: one athlete whose every text field holds
hostile strings (markup, event handlers, javascript: URLs in any spelling, spreadsheet
formulas, newlines, RTL override, emoji, a 500-character string, control characters).
Ids, slugs, dates, numbers and enumerations stay valid so that the build succeeds.
Run: python3 Tests/SiteGenTests/Fixtures/hostile/generate.py (output is committed)."""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
LONG = ("L" + "ong-" * 125)[:500]
H = [
    "<script>alert(1)</script>",
    '"><svg onload=alert(1)>',
    "' onmouseover='x",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " java\tscript:alert(1)",
    '=HYPERLINK("http://evil")',
    "+cmd",
    "@SUM(1)",
    "-2+3",
    "\tTAB start",
    "\rCR start",
    "line one\nline two\r\nline three",
    "\u202Egnp.exe",
    "Emoji \U0001F94E\U0001F525 \U0001F469\U0001F3FD\u200D\U0001F393",
    LONG,
    "ctl\u0001\u0002\u0007\u000B\u000C\u001B\u001F\u007Fend",
    "</title></style></textarea><!-- --><![CDATA[x]]>&amp;&lt;",
]
URLS = [
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " java\tscript:alert(1)",
    "\u0001javascript:alert(1)",
    "java\nscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    '"><svg onload=alert(1)>',
    "https://example.com/\"onmouseover=\"x",
]
N = len(H)

def h(i, k=0):
    return H[(i + k) % N]

def url(i):
    return URLS[i % len(URLS)]

def write_json(name, rows):
    with open(os.path.join(ATH, name + ".json"), "w", encoding="utf-8") as f:
        json.dump(rows, f, ensure_ascii=True, indent=1)
        f.write("\n")

def ystr(s):
    """A YAML double-quoted scalar holding exactly s."""
    return json.dumps(s, ensure_ascii=False).replace("\x7f", "\\x7F").replace("\u202e", "\\u202E")

ATH = os.path.join(HERE, "athletes", "hostile-one")
os.makedirs(os.path.join(ATH, "notes"), exist_ok=True)

with open(os.path.join(HERE, "site.yml"), "w", encoding="utf-8") as f:
    f.write("title: " + ystr(" | ".join(H[:3]) + " " + H[13]) + "\n")
    f.write("today: 2026-03-15\npublic: false\n")

lines = [
    "name: " + ystr(H[0] + " " + H[1] + " " + H[13]),
    "sport: " + ystr(H[2]),
    "positions: [" + ", ".join(ystr(x) for x in H) + "]",
    "graduation_date: 2027-06-01",
]
for key, k in [("high_school", 3), ("club_team", 6), ("hometown", 12), ("height", 7), ("weight", 8),
               ("intended_major", 15), ("email", 4), ("phone", 5)]:
    lines.append(key + ": " + ystr(H[k]))
lines.append("gpa: 3.9")
lines.append("test_scores:")
for i in range(4):
    lines.append("  " + ystr(h(i, 6)) + ": " + ystr(h(i, 1)))
lines.append("social:")
for i, key in enumerate(["twitter", "instagram", "hudl", "youtube"]):
    lines.append("  " + key + ": " + ystr(url(i)))
lines.append("video:")
for i in range(len(URLS)):
    lines.append("  - title: " + ystr(h(i)))
    lines.append("    url: " + ystr(url(i)))
bio = ("# " + H[0] + "\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n"
       "[click](javascript:alert(1)) [click2](JaVaScRiPt:alert(1)) <javascript:alert(1)>\n\n"
       '<a href="javascript:alert(1)">raw</a> ' + H[6] + " " + H[13] + " " + H[14] + "\n\n" + H[16] + "\n")
lines.append("bio: " + ystr(bio))
with open(os.path.join(ATH, "athlete.yml"), "w", encoding="utf-8") as f:
    f.write("\n".join(lines) + "\n")

statuses = ["interested", "contacted", "visited", "offered", "committed", "declined"]
write_json("schools", [{
    "id": f"s{i + 1}", "name": h(i), "status": statuses[i % 6] if i % 3 else h(i, 2),
    "division": h(i, 1), "tier": "ABC"[i % 3], "size": h(i, 3), "city": h(i, 4), "state": h(i, 5),
    "latitude": 30.5, "longitude": -97.2, "website": url(i), "created_at": "2026-01-05T10:00:00Z",
} for i in range(N)])
write_json("coaches", [{
    "id": f"c{i + 1}", "school_id": f"s{i + 1}", "name": h(i, 2), "title": h(i, 3), "email": h(i, 4),
    "phone": h(i, 5), "twitter": h(i, 6), "created_at": "2026-01-06",
} for i in range(N)])
types = ["email", "call", "text", "visit", "camp", "dm", "other"]
sentiments = ["very_positive", "positive", "neutral", "negative"]
write_json("interactions", [{
    "id": f"i{i + 1}", "school_id": f"s{i % N + 1}", "coach_id": f"c{i % N + 1}",
    "type": types[i % 7] if i % 2 else h(i, 7), "initiated_by": ["athlete", "coach", "parent"][i % 3],
    "sentiment": sentiments[i % 4], "occurred_at": f"2026-03-{(i % 14) + 1:02d}T15:00:00Z", "notes": h(i, 8),
} for i in range(N * 2)])
write_json("offers", [{
    "id": f"o{i + 1}", "school_id": f"s{i + 1}", "offer_type": h(i, 9),
    "status": ["pending", "accepted", "declined"][i % 3], "offered_at": "2026-02-01", "deadline": "2026-04-01",
} for i in range(6)])
write_json("events", [{
    "id": f"e{i + 1}", "name": h(i, 10), "type": h(i, 11) if i % 2 else "camp",
    "start_date": f"2026-{3 + i % 2:02d}-{(i % 20) + 10:02d}", "end_date": None, "location": h(i, 12),
    "school_id": f"s{i + 1}", "url": url(i),
} for i in range(N)])
metric_types = ["velocity", "exit_velo", "sixty_time", "pop_time", "batting_avg", "era", "strikeouts", "other"]
write_json("performance_metrics", [{
    "id": f"m{i + 1}", "metric_type": metric_types[i % 8], "value": 10 + i, "unit": h(i, 13),
    "recorded_date": f"2026-0{1 + i % 3}-{(i % 25) + 1:02d}", "event_id": f"e{i % N + 1}",
    "verified": bool(i % 2), "notes": h(i, 14),
} for i in range(N * 2)])
write_json("social_media_posts", [{
    "id": f"p{i + 1}", "school_id": f"s{i % N + 1}", "platform": ["twitter", "instagram"][i % 2],
    "post_date": f"2026-03-{(i % 14) + 1:02d}T12:00:00Z", "is_recruiting_related": bool(i % 3),
    "sentiment": sentiments[i % 4], "post_content": h(i, 15), "author_handle": h(i, 16), "url": url(i),
} for i in range(N * 2)])
write_json("tasks", [{
    "id": f"t{i + 1}", "text": h(i, 17), "is_completed": bool(i % 2), "created_at": "2026-03-01",
} for i in range(N)])
write_json("suggestions", [{
    "id": f"g{i + 1}", "title": h(i, 4), "description": h(i, 5), "urgency": ["high", "medium", "low"][i % 3],
    "action_url": url(i), "status": "pending",
} for i in range(N)])

for i in range(4):
    fm = ["---", "title: " + ystr(h(i * 4)), "date: 2026-03-0" + str(i + 1),
          "tags: [" + ", ".join(ystr(h(i * 4, k)) for k in range(1, 4)) + "]",
          "school: s" + str(i + 1), "visibility: " + ("public" if i % 2 else "private"), "---"]
    body = ("# " + h(i * 4, 5) + "\n\n" + h(i * 4, 6) + "\n\n<script>alert(1)</script>\n\n"
            "[x](javascript:alert(1)) ![y](javascript:alert(1)) <iframe src=\"javascript:alert(1)\"></iframe>\n\n"
            + H[16] + " " + H[13] + "\n")
    with open(os.path.join(ATH, "notes", f"2026-03-0{i + 1}-note-{i + 1}.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(fm) + "\n\n" + body)
