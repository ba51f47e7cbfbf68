#!/usr/bin/env bash
# `sitegen serve` held under a hostile local process's attacks, measured (not a test):
#   scripts/serve-attack.sh [ATHLETES] [PORT]      (defaults: 300 athletes, port 8766)
# Writes a public sample content folder of ATHLETES athletes (`sitegen new`, with `public: true`
# and a base_url; kept in /tmp/sitegen-serve-attack-N for the next run), starts a release
# `sitegen serve` on it, and under each attack, held open, times 10 normal requests (a new
# connection each, for the dashboard of an athlete in memory) and reads the server's RSS:
#   - 80 idle connections, reopened as soon as the server drops one;
#   - 64 slow readers: each asks for a big page (an 8 MB note page of the first athlete, added to
#     the sample as notes/2026-01-05-long-public-notes.md, public: the site is) and never reads;
#   - 300 idle connections;
#   - 4 concurrent /sitemap.xml requests, with / asked for meanwhile.
# Then how long a client that stops reading stays connected (the documented limit is 10 s).
# Prints the slowest normal request and its status for each, and VmRSS / VmHWM.
# SITEGEN_BIN=path uses that sitegen instead of building one. Needs python3.
set -euo pipefail
cd "$(dirname "$0")/.."
athletes=${1:-300}
port=${2:-8766}
if [ -z "${SITEGEN_BIN:-}" ]; then
  swift build -c release --product sitegen >&2
  SITEGEN_BIN="$(swift build -c release --show-bin-path)/sitegen"
fi
content=/tmp/sitegen-serve-attack-$athletes
if [ ! -d "$content" ]; then
  "$SITEGEN_BIN" new "$content" --athletes "$athletes" --heavy --today 2026-11-22 --pin-today >/dev/null
  { printf 'public: true\nbase_url: https://family.example/\n'; grep -v '^public:' "$content/site.yml"; } > "$content/site.yml.new"
  mv "$content/site.yml.new" "$content/site.yml"
fi
first=$(ls "$content/athletes" | sort | head -1)
long="$content/athletes/$first/notes/2026-01-05-long-public-notes.md"
if [ ! -f "$long" ]; then
  { printf -- '---\ntitle: "Long notes"\ndate: 2026-01-05\nvisibility: public\n---\n\n'
    for i in $(seq 1 60000); do echo "Paragraph $i of a very long note, written to make one page of the preview big. "; echo; done; } > "$long"
fi
python3 - "$SITEGEN_BIN" "$content" "$port" <<'PY'
import http.client, os, socket, subprocess, sys, tempfile, threading, time

binary, content, port = sys.argv[1], sys.argv[2], int(sys.argv[3])
slugs = sorted(os.listdir(os.path.join(content, "athletes")))
log = tempfile.TemporaryFile()

def get(path, timeout=30):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    c.request("GET", path)
    r = c.getresponse()
    body = r.read()
    c.close()
    return r.status, body

def memory():
    values = {}
    for line in open(f"/proc/{server.pid}/status"):
        if line.startswith(("VmRSS", "VmHWM")): values[line.split()[0][:-1]] = int(line.split()[1]) / 1024
    return f"VmRSS {values['VmRSS']:.0f} MB, VmHWM {values['VmHWM']:.0f} MB"

def normal_requests(n=10):
    worst, statuses = 0.0, set()
    for i in range(n):
        t = time.monotonic()
        try:
            status, _ = get(f"/{slugs[19]}/", timeout=20)
        except OSError as e:
            status = type(e).__name__
        worst = max(worst, time.monotonic() - t)
        statuses.add(status)
        time.sleep(0.1)
    return f"slowest of {n} normal requests {worst * 1000:.0f} ms, statuses {sorted(map(str, statuses))}"

class Attack:
    """count sockets sending `request` and never reading; reopened when the server drops one."""
    def __init__(self, count, request=b"", reopen=False):
        self.request, self.socks, self.stop, self.reopened = request, [], False, 0
        for _ in range(count): self.socks.append(self.open())
        self.thread = threading.Thread(target=self.loop, daemon=True) if reopen else None
        if self.thread: self.thread.start()
    def open(self):
        s = socket.socket()
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        s.connect(("127.0.0.1", port))
        if self.request: s.sendall(self.request)
        s.setblocking(False)
        return s
    def closed(self, s):
        try: return s.recv(1, socket.MSG_PEEK) == b""
        except BlockingIOError: return False
        except OSError: return True
    def loop(self):
        while not self.stop:
            for i, s in enumerate(self.socks):
                if self.closed(s):
                    s.close()
                    try: self.socks[i] = self.open(); self.reopened += 1
                    except OSError: pass
            time.sleep(0.005)
    def close(self):
        self.stop = True
        if self.thread: self.thread.join()
        for s in self.socks: s.close()

t0 = time.monotonic()
server = subprocess.Popen([binary, "serve", "--content", content, "--port", str(port)], stderr=log)
try:
    while True:
        try:
            if get(f"/{slugs[0]}/")[0] == 200: break
        except OSError:
            time.sleep(0.01)
    assert get("/", timeout=600)[0] == 200
    for slug in slugs[:20]: assert get(f"/{slug}/", timeout=600)[0] == 200
    big_path = f"/{slugs[0]}/notes/2026-01-05-long-public-notes/"
    status, body = get(big_path, timeout=600)
    assert get(f"/{slugs[19]}/")[0] == 200
    print(f"ready after {time.monotonic() - t0:.1f} s; the big page: {big_path}, {len(body) / 1e6:.1f} MB; {memory()}")
    print(f"no attack: {normal_requests()}")

    big = f"GET {big_path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode()
    for name, attack in [("80 idle connections, reopened", lambda: Attack(80, reopen=True)),
                         ("64 slow readers of the big page", lambda: Attack(64, big)),
                         ("300 idle connections", lambda: Attack(300))]:
        a = attack()
        time.sleep(0.5)
        result = normal_requests()
        print(f"{name}: {result}; {memory()}" + (f"; the attacker reopened {a.reopened}" if a.reopened else ""))
        a.close()
        time.sleep(0.5)

    results = []
    def sitemap():
        t = time.monotonic(); status, _ = get("/sitemap.xml", timeout=600); results.append((status, time.monotonic() - t))
    threads = [threading.Thread(target=sitemap) for _ in range(4)]
    t = time.monotonic()
    for th in threads: th.start()
    time.sleep(0.2)
    status, _ = get("/", timeout=600)
    index = time.monotonic() - t - 0.2
    for th in threads: th.join()
    print(f"4 concurrent /sitemap.xml: {', '.join(f'{s} in {d:.1f} s' for s, d in results)}; / meanwhile: {status} in {index * 1000:.0f} ms; {memory()}")

    s = socket.socket()
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    s.connect(("127.0.0.1", port))
    local = s.getsockname()[1]
    s.sendall(big)
    t = time.monotonic()
    def server_side():
        # The server's end of this connection: 01 (ESTABLISHED) until it closes it; the answer's
        # unsent bytes keep the client from ever seeing the FIN.
        for line in open("/proc/net/tcp").readlines()[1:]:
            fields = line.split()
            if int(fields[1].split(":")[1], 16) == port and int(fields[2].split(":")[1], 16) == local: return fields[3]
        return None
    while server_side() == "01" and time.monotonic() - t < 60: time.sleep(0.05)
    print(f"a client that stops reading is dropped after {time.monotonic() - t:.1f} s")
    s.close()
finally:
    server.kill()
    server.wait()
PY
