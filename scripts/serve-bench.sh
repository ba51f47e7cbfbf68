#!/usr/bin/env bash
# The working loop of `sitegen serve` at a club's scale, measured (not a test):
#   scripts/serve-bench.sh [ATHLETES] [PORT]      (defaults: 300 athletes, port 8765)
# Writes a sample content folder of ATHLETES athletes (`sitegen new`, kept in
# /tmp/sitegen-serve-bench-N for the next run), starts a release `sitegen serve` on it and prints:
#   - start → first athlete page: from starting the process to the first 200 answer for the
#     first athlete's dashboard (/<first slug>/), asked for every 5 ms from the start;
#   - start → family index: then / (answered at once; numbers not counted yet show "…");
#   - start → a middle athlete's dashboard: then /<middle slug>/;
#   - start → every card counted: /__sitegen/counting polled until it says false;
#   - idle CPU over 10 s (utime + stime from /proc/PID/stat), as % of one core;
#   - RSS after 20 athletes' dashboards and their schools, notes and performance pages;
#   - saves: from the write of a file (a comment added to an athlete's athlete.yml) to the new
#     live-reload generation in /__sitegen/status, asked for every 2 ms on one kept-alive
#     connection (the athlete is rendered again before it moves), for athletes in memory and
#     one never asked for;
#   - browsing: BROWSE pages (default 2000) across every athlete, each athlete's pages in a row,
#     the athletes in a fixed shuffled order; RSS sampled after every request (largest, and at
#     the end after 3 s of quiet);
#   - keep-alive: 100 sequential /__sitegen/status requests on one connection, each read before
#     the next is sent, then the same for the first athlete's dashboard (a page, with the
#     live-reload script), and 2,000 pipelined /__sitegen/status requests written at once on one
#     connection while their answers are read (a preview that sends an answer in pieces without
#     TCP_NODELAY waits ~40 ms per answer here: 4 s and 80 s; hostile round 4);
#   - the time from SIGINT to exit.
# BROWSE=0 leaves the browsing out; ONLY=keepalive measures the start and keep-alive only.
# SITEGEN_BIN=path uses that sitegen instead of building one. Needs python3 (the clock and the
# HTTP client: a curl process per poll would add its own start-up to every figure).
set -euo pipefail
cd "$(dirname "$0")/.."
athletes=${1:-300}
port=${2:-8765}
if [ -z "${SITEGEN_BIN:-}" ]; then
  swift build -c release --product sitegen >&2
  SITEGEN_BIN="$(swift build -c release --show-bin-path)/sitegen"
fi
content=/tmp/sitegen-serve-bench-$athletes
[ -d "$content" ] || "$SITEGEN_BIN" new "$content" --athletes "$athletes" --heavy --today 2026-11-22 --pin-today >/dev/null
python3 - "$SITEGEN_BIN" "$content" "$port" <<'PY'
import http.client, os, re, signal, socket, subprocess, sys, tempfile, threading, time

binary, content, port = sys.argv[1], sys.argv[2], int(sys.argv[3])
slugs = sorted(os.listdir(os.path.join(content, "athletes")))
log = tempfile.TemporaryFile()

def get(path, conn=None):
    c = conn or http.client.HTTPConnection("127.0.0.1", port, timeout=300)
    c.request("GET", path)
    r = c.getresponse()
    body = r.read()
    if conn is None: c.close()
    return r.status, body

t0 = time.monotonic()
server = subprocess.Popen([binary, "serve", "--content", content, "--port", str(port)], stderr=log)
try:
    while True:
        try:
            if get(f"/{slugs[0]}/")[0] == 200: break
        except OSError:
            time.sleep(0.005)
    print(f"start → first athlete page (/{slugs[0]}/): {time.monotonic() - t0:.2f} s")
    assert get("/")[0] == 200
    print(f"start → family index (/): {time.monotonic() - t0:.2f} s")
    middle = slugs[len(slugs) // 2]
    assert get(f"/{middle}/")[0] == 200
    print(f"start → a middle athlete's dashboard (/{middle}/): {time.monotonic() - t0:.2f} s")
    while True:
        s, body = get("/__sitegen/counting")
        if s != 200 or b'"counting":false' in body: break
        time.sleep(0.01)
    print(f"start → every card counted: {time.monotonic() - t0:.2f} s" if s == 200 else "start → every card counted: (no /__sitegen/counting)")
    log.seek(0)
    for line in log.read().decode().splitlines():
        if re.match(r"(Loaded|Serving|Watching|Polling)", line): print(line)

    def keepalive():
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        for path in ["/__sitegen/status", f"/{slugs[0]}/"]:
            t = time.monotonic()
            for _ in range(100):
                assert get(path, conn)[0] == 200
            print(f"keep-alive: 100 sequential {path} on one connection: {time.monotonic() - t:.3f} s")
        conn.close()
        n = 2000
        request = b"GET /__sitegen/status HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        s = socket.create_connection(("127.0.0.1", port), timeout=60)
        t = time.monotonic()
        sender = threading.Thread(target=lambda: s.sendall(request * n))
        sender.start()
        buffer, answered, statuses = b"", 0, {}
        while answered < n:
            chunk = s.recv(1 << 16)
            if not chunk: break
            buffer += chunk
            while True:
                end = buffer.find(b"\r\n\r\n")
                if end < 0: break
                head = buffer[:end].decode("latin-1")
                length = int(re.search(r"(?i)content-length: *(\d+)", head).group(1))
                if len(buffer) < end + 4 + length: break
                code = int(head.split(" ", 2)[1])
                statuses[code] = statuses.get(code, 0) + 1
                buffer = buffer[end + 4 + length:]
                answered += 1
        took = time.monotonic() - t
        sender.join()
        s.close()
        print(f"pipelined: {answered} of {n} /__sitegen/status answered on one connection in {took:.3f} s, statuses {statuses}")
    keepalive()
    if os.environ.get("ONLY") == "keepalive":
        raise SystemExit(0)

    time.sleep(2)
    def ticks():
        fields = open(f"/proc/{server.pid}/stat").read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])
    a = ticks(); time.sleep(10); b = ticks()
    print(f"idle CPU over 10 s: {(b - a) / os.sysconf('SC_CLK_TCK') / 10 * 100:.1f} % of a core")

    t1 = time.monotonic()
    for slug in slugs[:20]:
        for page in ["", "schools/", "notes/", "performance/"]:
            assert get(f"/{slug}/{page}")[0] == 200
    print(f"20 athletes' dashboards, schools, notes and performance pages (80 requests): {time.monotonic() - t1:.2f} s")
    for line in open(f"/proc/{server.pid}/status"):
        if line.startswith(("VmRSS", "VmHWM")): print(f"{line.split()[0]} {int(line.split()[1]) / 1024:.0f} MB")

    status = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    def generation():
        return int(re.search(rb'"generation":(\d+)', get("/__sitegen/status", status)[1]).group(1))
    for n, (slug, kind) in enumerate([(slugs[19], "in memory"), (slugs[18], "in memory"), (slugs[17], "in memory"),
                                      (slugs[-1], "never asked for")], 1):
        path = os.path.join(content, "athletes", slug, "athlete.yml")
        before = generation()
        original = open(path).read()
        t = time.monotonic()
        with open(path, "a") as f: f.write(f"# saved {n}\n")
        while generation() == before: time.sleep(0.002)
        print(f"save {n} ({slug}, {kind}): new generation after {time.monotonic() - t:.2f} s")
        time.sleep(1)
        before = generation()
        with open(path, "w") as f: f.write(original)
        while generation() == before: time.sleep(0.002)
        time.sleep(0.5)
    log.seek(0)
    for line in log.read().decode().splitlines()[-8:]:
        if "again in" in line: print(line)

    def rss():
        for line in open(f"/proc/{server.pid}/status"):
            if line.startswith("VmRSS"): return int(line.split()[1]) / 1024
    browse = int(os.environ.get("BROWSE", "2000"))
    if browse:
        import random
        order = list(slugs); random.Random(34).shuffle(order)
        pages = ["", "schools/", "notes/", "performance/", "coaches/", "offers/", "reports/", "social/", "actions/", "profile/"]
        per, extra = divmod(browse, len(order))
        largest, statuses, t3, n = 0, {}, time.monotonic(), 0
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=300)
        for i, slug in enumerate(order):
            for page in pages[:per + (1 if i < extra else 0)]:
                code = get(f"/{slug}/{page}", conn)[0]
                statuses[code] = statuses.get(code, 0) + 1
                n += 1
                largest = max(largest, rss())
        took = time.monotonic() - t3
        time.sleep(3)
        print(f"browsing {n} pages across {len(order)} athletes: {took:.1f} s, statuses {statuses}; "
              f"RSS largest after a request {largest:.0f} MB, after 3 s quiet {rss():.0f} MB")
        for line in open(f"/proc/{server.pid}/status"):
            if line.startswith("VmHWM"): print(f"{line.split()[0]} {int(line.split()[1]) / 1024:.0f} MB")

    t2 = time.monotonic()
    server.send_signal(signal.SIGINT)
    code = server.wait()
    print(f"exit after SIGINT: {time.monotonic() - t2:.2f} s (exit code {code})")
finally:
    if server.poll() is None: server.kill()
PY
