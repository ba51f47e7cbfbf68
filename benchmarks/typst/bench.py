#!/usr/bin/env python3
"""Times Typst on resume.typ against sitegen's résumé, in one run (docs/performance.md,
"Coach documents against Typst").

    pip install typst            # the Python binding of Typst 0.1x
    swift build -c release --product SiteGenBench
    python3 benchmarks/typst/bench.py [.build/release/SiteGenBench] [ROUNDS]

Typst is timed two ways, 40 documents each, median: "fresh", a new compiler per document
(`typst.compile`: fonts are found and the source parsed each time, as a command-line call
would) and "warm", one `typst.Compiler` compiling the same document again; wall time and the
process's CPU time (all of Typst's threads; the CPU figure is the steady one on a machine others
share; sitegen draws a document on one thread and reports that thread's CPU time). With a SiteGenBench binary, its `pdf` case runs in the same rounds,
alternating with Typst's, so load slows both alike; each round prints both and the ratio of
CPU times, then the medians over the rounds.
"""
import os
import re
import statistics
import subprocess
import sys
import time

import typst

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.join(HERE, "resume.typ")


def typst_ms(documents=40):
    """Medians in ms: fresh wall, fresh CPU, warm wall, warm CPU; and the PDF's size."""
    fresh, fresh_cpu, warm, warm_cpu = [], [], [], []

    def timed(compile, walls, cpus):
        start, start_cpu = time.perf_counter(), time.process_time()
        pdf = compile()
        cpus.append((time.process_time() - start_cpu) * 1000)
        walls.append((time.perf_counter() - start) * 1000)
        return pdf

    for _ in range(documents):
        pdf = timed(lambda: typst.compile(SOURCE, format="pdf"), fresh, fresh_cpu)
    assert pdf.startswith(b"%PDF"), "Typst wrote no PDF"
    compiler = typst.Compiler(SOURCE)
    compiler.compile(format="pdf")
    for _ in range(documents):
        timed(lambda: compiler.compile(format="pdf"), warm, warm_cpu)
    med = statistics.median
    return med(fresh), med(fresh_cpu), med(warm), med(warm_cpu), len(pdf)


def sitegen_ms(binary):
    """The résumé's and the report's wall and CPU ms, as SiteGenBench pdf prints them."""
    line = subprocess.run([binary, "pdf"], check=True, capture_output=True, text=True).stdout
    resume = re.search(r"résumé: ([0-9.]+) ms per PDF \(\d+ bytes, ([0-9.]+) ms CPU\)", line)
    report = re.search(r"report: ([0-9.]+) ms per PDF \(\d+ bytes, ([0-9.]+) ms CPU\)", line)
    return float(resume.group(1)), float(resume.group(2)), float(report.group(1)), float(report.group(2))


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else None
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    print(f"typst {typst.__version__}")
    rows = []
    for r in range(rounds):
        fresh, fresh_cpu, warm, warm_cpu, size = typst_ms()
        row = {"fresh": fresh, "fresh_cpu": fresh_cpu, "warm": warm, "warm_cpu": warm_cpu}
        text = (f"round {r + 1}: Typst fresh {fresh:.2f} ms ({fresh_cpu:.2f} CPU), warm {warm:.2f} ms "
                f"({warm_cpu:.2f} CPU), {size} bytes")
        if binary:
            resume, resume_cpu, report, report_cpu = sitegen_ms(binary)
            row.update(resume=resume, resume_cpu=resume_cpu, report=report, report_cpu=report_cpu)
            text += (f"; sitegen résumé {resume:.2f} ms ({resume_cpu:.2f} CPU), report {report:.2f} ms "
                     f"({report_cpu:.2f} CPU); résumé CPU / Typst fresh CPU {resume_cpu / fresh_cpu:.2f}")
        print(text, flush=True)
        rows.append(row)
    med = {k: statistics.median(row[k] for row in rows) for k in rows[0]}
    text = (f"median of {rounds} rounds: Typst fresh {med['fresh']:.2f} ms ({med['fresh_cpu']:.2f} CPU), "
            f"warm {med['warm']:.2f} ms ({med['warm_cpu']:.2f} CPU)")
    if binary:
        ratio = statistics.median(row["resume_cpu"] / row["fresh_cpu"] for row in rows)
        text += (f"; sitegen résumé {med['resume']:.2f} ms ({med['resume_cpu']:.2f} CPU), report {med['report']:.2f} ms "
                 f"({med['report_cpu']:.2f} CPU); résumé CPU / Typst fresh CPU {ratio:.2f}")
    print(text)


if __name__ == "__main__":
    main()
