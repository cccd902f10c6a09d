#!/usr/bin/env python3
"""Lists the loops of each kernel in `cuobjdump -sass` output.

    cuobjdump -sass KERNEL.cubin | bench/sass_loops.py

A loop is a backward branch and the instructions from its target up to
it. For each loop it prints the kernel, its address range, how many
loops hold it (depth), its instruction count (NOPs left out; also
without the loops it holds), and what it holds that the figures in docs/benchmarks.md compare:
calls (CALL.REL, the 64-bit division routine), 64-bit integer division
steps (I2F.U64.RP), 32-bit ones (I2F.U32.RP), global loads and stores.
"""
import re
import sys

INSN = re.compile(r"/\*([0-9a-f]{4,})\*/\s+(.*?)\s*;")
FUNC = re.compile(r"Function : (\S+)")


def functions(lines):
    """Yields (name, [(address, text)]) for each function of the dump."""
    name, insns = None, []
    for line in lines:
        m = FUNC.search(line)
        if m:
            if name:
                yield name, insns
            name, insns = m.group(1), []
            continue
        m = INSN.search(line)
        if m and name:
            insns.append((int(m.group(1), 16), m.group(2)))
    if name:
        yield name, insns


def loops(insns):
    """Returns the [start, end] address ranges of the backward branches."""
    out = []
    for addr, text in insns:
        m = re.search(r"\bBRA\s+(?:!?U?P\w+,\s*)?(0x[0-9a-f]+)", text)
        if m:
            target = int(m.group(1), 16)
            if target <= addr:
                out.append((target, addr))
    return out


def main():
    for name, insns in functions(sys.stdin):
        spans = sorted(set(s for s in loops(insns) if s[0] != s[1]))  # a BRA to itself ends the code
        for lo, hi in spans:
            inner = [o for o in spans if o != (lo, hi) and lo <= o[0] and o[1] <= hi]
            depth = sum(1 for o in spans if o != (lo, hi) and o[0] <= lo and hi <= o[1])
            body = [t for a, t in insns if lo <= a <= hi and not t.startswith("NOP")]
            own = [t for a, t in insns if lo <= a <= hi and not t.startswith("NOP")
                   and not any(o[0] <= a <= o[1] for o in inner)]

            def count(pat):
                return sum(1 for t in body if re.search(pat, t))
            pred = r"^(@!?U?P\w+\s+)?"
            print("%s loop 0x%04x-0x%04x depth %d: %d instructions (%d outside inner loops), "
                  "calls=%d div64=%d div32=%d loads=%d stores=%d" % (
                      name, lo, hi, depth, len(body), len(own), count(r"CALL"), count(r"I2F\.U64\.RP"),
                      count(r"I2F\.U32\.RP"), count(pred + "LDG"), count(pred + "STG")))


if __name__ == "__main__":
    main()
