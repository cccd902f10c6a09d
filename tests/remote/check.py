"""Reads Bazel's query and log output for tests/remote/remote_test.sh.

  check.py props CQUERY_JSON LABEL     the target's exec_properties, as k=v lines
  check.py spawns EXEC_LOG_JSON         one line per spawn:
                                        MNEMONIC<TAB>TARGET<TAB>RUNNER<TAB>k=v,k=v
  check.py execinfo AQUERY_JSON LABEL   the TestRunner action's execution info, k=v lines
  check.py pools EXEC_LOG_JSON ACTIONS_JSONL START
                                        one line per spawn, with what the rex
                                        engine's action log (from line START on)
                                        says of it, found by its first output:
                                        MNEMONIC<TAB>TARGET<TAB>RUNNER<TAB>EVENT<TAB>POOL<TAB>WORKER
                                        ("-" where the engine has no entry)
"""

import json
import sys


def json_stream(path):
    """The JSON values of a file that holds one or more of them."""
    text = open(path).read()
    dec = json.JSONDecoder()
    i = 0
    while True:
        while i < len(text) and text[i].isspace():
            i += 1
        if i >= len(text):
            return
        value, i = dec.raw_decode(text, i)
        yield value


def props(path, label):
    for result in json.load(open(path)).get("results", []):
        rule = result["target"]["rule"]
        if rule["name"] != label:
            continue
        for attr in rule.get("attribute", []):
            if attr["name"] == "exec_properties":
                for kv in attr.get("stringDictValue", []):
                    print("%s=%s" % (kv["key"], kv["value"]))
        return
    sys.exit("no target %s in %s" % (label, path))


def spawns(path):
    for spawn in json_stream(path):
        platform = spawn.get("platform", {}).get("properties", [])
        # The test action's progress message names its target; other
        # spawns name their outputs, whose paths name the target.
        target = spawn.get("progressMessage", "")
        print("\t".join([
            spawn.get("mnemonic", ""),
            target,
            spawn.get("runner", ""),
            ",".join("%s=%s" % (p["name"], p["value"]) for p in platform),
        ] + [o.get("path", "") for o in spawn.get("actualOutputs", [])[:1]]))


def execinfo(path, label):
    doc = json.load(open(path))
    targets = {t["id"]: t["label"] for t in doc.get("targets", [])}
    for action in doc.get("actions", []):
        if action["mnemonic"] == "TestRunner" and targets.get(action["targetId"]) == label:
            for kv in action.get("executionInfo", []):
                print("%s=%s" % (kv["key"], kv.get("value", "")))
            return
    sys.exit("no TestRunner action of %s in %s" % (label, path))


def pools(path, actions, start):
    by_output = {}
    for line in open(actions).read().splitlines()[int(start):]:
        if line.strip():
            entry = json.loads(line)
            for out in entry.get("outputs", []):
                by_output.setdefault(out, []).append(entry)
    for spawn in json_stream(path):
        outs = [o.get("path", "") for o in spawn.get("actualOutputs", [])]
        outs += spawn.get("listedOutputs", [])
        entries = []
        for out in outs:
            entries = by_output.get(out, [])
            if entries:
                break
        # The last entry for these outputs is this spawn's (an earlier one
        # may be an attempt that failed).
        entry = entries[-1] if entries else {}
        print("\t".join([
            spawn.get("mnemonic", ""),
            spawn.get("progressMessage", ""),
            spawn.get("runner", ""),
            entry.get("event", "-"),
            entry.get("pool", "-"),
            entry.get("worker", "-"),
        ]))


if __name__ == "__main__":
    cmd, args = sys.argv[1], sys.argv[2:]
    {"props": props, "spawns": spawns, "execinfo": execinfo, "pools": pools}[cmd](*args)
