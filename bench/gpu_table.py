#!/usr/bin/env python3
"""Tables of a GPU benchmark run (bench/gpu_measure.sh).

  gpu_table.py collect OUT    OUT/region.txt + OUT/ncu.csv (or the
                              programs' KERNEL_TIME lines) -> OUT/results.csv
                              and OUT/table.txt (printed)
  gpu_table.py markdown OUT   the Markdown table: kernel time relative to
                              the hand-written CUDA (higher is faster)
  gpu_table.py docs OUT DOC   writes that table, with OUT/env.txt (date,
                              GPU, driver, compilers, copy bandwidth),
                              between the gpu-table markers of DOC
"""
import csv
import os
import statistics
import sys

VERSIONS = ["direct", "direct-nocleanup", "noshape", "chunked", "split", "capped", "base-direct", "base-chunked", "clang", "cuda", "cuda-tiled"]


def collect(out):
    names = {}
    for line in open(os.path.join(out, "pids.txt")):
        pid, k, v = line.split()
        names[pid] = (k, v)
    times, shapes = {}, {}
    path = os.path.join(out, "ncu.csv")
    if os.path.exists(path):
        lines = [l for l in open(path) if l.startswith('"')]
        for r in csv.DictReader(lines):
            if r.get("Metric Name") != "gpu__time_duration.sum" or r["Process ID"] not in names:
                continue
            key = names[r["Process ID"]]
            times.setdefault(key, {}).setdefault(r["Kernel Name"], []).append(float(r["Metric Value"].replace(",", "")) * 1e-9)
            shapes.setdefault(key, {})[r["Kernel Name"]] = "%s x %s" % (r["Grid Size"], r["Block Size"])
    else:
        # KERNEL_TIME <kernel symbol> s=<seconds> lines of the lowered
        # programs (OMP_OFFLOAD_KERNEL_TIMING=1).
        for pid, key in names.items():
            log = os.path.join(out, "run.%s.%s.log" % key)
            if not os.path.exists(log):
                continue
            for line in open(log):
                f = line.split()
                if len(f) >= 3 and f[0] == "KERNEL_TIME" and f[2].startswith("s="):
                    times.setdefault(key, {}).setdefault(f[1], []).append(float(f[2][2:]))
                    shapes.setdefault(key, {})[f[1]] = ""
    rows = []
    for line in open(os.path.join(out, "region.txt")):
        f = line.split()
        k, v = f[0], f[1]
        kv = dict(x.split("=", 1) for x in f if "=" in x)
        status = "PASS" if "PASS" in f else "FAIL"
        gpu, n, shape = None, 0, ""
        if (k, v) in times:
            gpu, longest = 0.0, -1.0
            for name, ts in times[(k, v)].items():
                m = statistics.median(ts)
                gpu += m
                n += len(ts)
                if m > longest:
                    longest, shape = m, shapes[(k, v)][name]
        elif "kernel_s" in kv:
            gpu, n = float(kv["kernel_s"]), 5
        rows.append([k, v, gpu, n, kv.get("best_s", "?"), shape.replace(" ", ""), status, kv.get("bytes", "0"), kv.get("flops", "0")])
    with open(os.path.join(out, "results.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["kernel", "version", "gpu_s", "launches", "region_s", "shape", "status", "bytes", "flops"])
        for r in rows:
            w.writerow(["" if x is None else x for x in r])
    cuda = {r[0]: r[2] for r in rows if r[1] == "cuda" and r[2]}
    with open(os.path.join(out, "table.txt"), "w") as f:
        hdr = "%-11s %-16s %10s %4s %12s %-28s %-4s %6s %7s" % ("kernel", "version", "gpu_us", "n", "region_s", "grid x block", "ok", "vsCUDA", "GB/s")
        print(hdr)
        f.write(hdr + "\n")
        for k, v, gpu, n, reg, shape, st, by, fl in rows:
            rel = "%.2f" % (cuda[k] / gpu) if gpu and k in cuda else "?"
            bw = "%.0f" % (float(by) / gpu / 1e9) if gpu else "?"
            line = "%-11s %-16s %10s %4d %12s %-28s %-4s %6s %7s" % (k, v, "%.1f" % (gpu * 1e6) if gpu else "?", n, reg, shape, st, rel, bw)
            print(line)
            f.write(line + "\n")


def markdown(out, w=sys.stdout):
    rows = list(csv.DictReader(open(os.path.join(out, "results.csv"))))
    by = {}
    order = []
    for r in rows:
        if r["kernel"] not in by:
            order.append(r["kernel"])
        by.setdefault(r["kernel"], {})[r["version"]] = r
    cols = [v for v in VERSIONS if any(v in by[k] for k in order)]
    w.write("| kernel | " + " | ".join(cols) + " |\n")
    w.write("|---|" + "---|" * len(cols) + "\n")
    for k in order:
        ref = by[k].get("cuda")
        rt = float(ref["gpu_s"]) if ref and ref["gpu_s"] else None
        cells = []
        for v in cols:
            r = by[k].get(v)
            if not r or not r["gpu_s"]:
                cells.append("–")
                continue
            t = float(r["gpu_s"])
            cell = "%.2f" % (rt / t) if rt else "?"
            cell += " (%.1f µs)" % (t * 1e6)
            if r["status"] != "PASS":
                cell += " FAIL"
            cells.append(cell)
        w.write("| %s | %s |\n" % (k, " | ".join(cells)))


BEGIN, END = "<!-- gpu-table:begin -->", "<!-- gpu-table:end -->"


def docs(out, doc):
    import io
    b = io.StringIO()
    b.write(BEGIN + "\n")
    b.write("Kernel time relative to the hand-written CUDA (higher is faster; the\n")
    b.write("kernel's median GPU time in parentheses), from `bench/run_gpu.sh`:\n\n")
    b.write("```\n" + open(os.path.join(out, "env.txt")).read().strip() + "\n```\n\n")
    markdown(out, b)
    b.write(END + "\n")
    text = open(doc).read() if os.path.exists(doc) else ""
    if BEGIN in text and END in text:
        text = text[: text.index(BEGIN)] + b.getvalue() + text[text.index(END) + len(END) + 1 :]
    else:
        text += "\n" + b.getvalue()
    open(doc, "w").write(text)


if __name__ == "__main__":
    {"collect": collect, "markdown": markdown, "docs": docs}[sys.argv[1]](*sys.argv[2:])
