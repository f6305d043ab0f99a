#!/usr/bin/env python3
"""The instruction budgets of scripts/bench-instructions.sh.

  check BUDGETS MEASURED   print each count beside its budget; exit 1 when one is more than 3% over it, or missing
  write BUDGETS MEASURED   set each budget to the count measured (comments and reasons kept)
  self-test                the check fails on a count 4% over its budget and passes one 2% over (run in CI)

BUDGETS: `name<TAB>instructions<TAB>why` lines ('#' starts a comment), and `goal<TAB>name<TAB>limit<TAB>why` lines:
a count the measured one must not exceed, whatever its budget (no tolerance): `N` instructions, `F * other` (a
multiple of another command's count) or `other + N`. MEASURED: `name<TAB>instructions` lines.
"""
import sys
import tempfile

TOLERANCE = 0.03


def read(path):
    rows = {}
    for line in open(path, encoding="utf-8"):
        if not line.strip() or line.startswith("#") or line.startswith("goal\t"):
            continue
        fields = line.rstrip("\n").split("\t")
        rows[fields[0]] = (int(fields[1]), fields[2] if len(fields) > 2 else "")
    return rows


def check(budgets_path, measured_path):
    budgets, measured = read(budgets_path), read(measured_path)
    failures = []
    print("| command | instructions | budget | |")
    print("|---|---|---|---|")
    for name, (count, _) in measured.items():
        if name not in budgets:
            failures.append(f"{name}: no budget")
            print(f"| {name} | {count / 1e6:.1f} M | none | no budget |")
            continue
        budget = budgets[name][0]
        ratio = count / budget
        verdict = "over" if ratio > 1 + TOLERANCE else "ok"
        print(f"| {name} | {count / 1e6:.1f} M | {budget / 1e6:.1f} M | {verdict} ({(ratio - 1) * 100:+.1f}%) |")
        if verdict == "over":
            failures.append(f"{name}: {count} instructions, {(ratio - 1) * 100:.1f}% over its budget of {budget}")
    for name, limit, text in goals(budgets_path):
        if name not in measured:
            continue
        bound = limit(measured)
        verdict = "met" if measured[name][0] <= bound else "missed"
        print(f"| goal: {name} <= {text} | {measured[name][0] / 1e6:.2f} M | {bound / 1e6:.2f} M | {verdict} |")
        if verdict == "missed":
            failures.append(f"{name}: {measured[name][0]} instructions, over its goal {text} ({bound:.0f})")
    for failure in failures:
        print(f"bench-instructions: {failure}", file=sys.stderr)
    return 1 if failures else 0


def goals(path):
    """The goal lines: (name, a function of the measured counts giving the limit, the limit as written)."""
    found = []
    for line in open(path, encoding="utf-8"):
        fields = line.rstrip("\n").split("\t")
        if fields[0] != "goal" or len(fields) < 3:
            continue
        words = fields[2].split()
        if len(words) == 1:
            limit = lambda counts, n=float(words[0]): n
        elif len(words) == 3 and words[1] == "*":
            limit = lambda counts, f=float(words[0]), other=words[2]: f * counts[other][0]
        elif len(words) == 3 and words[1] == "+":
            limit = lambda counts, other=words[0], n=float(words[2]): counts[other][0] + n
        else:
            raise SystemExit(f"instruction-budgets: a goal it cannot read: {line.strip()}")
        found.append((fields[1], limit, fields[2]))
    return found


def write(budgets_path, measured_path):
    measured = read(measured_path)
    lines = open(budgets_path, encoding="utf-8").read().splitlines() if _exists(budgets_path) else []
    seen, out = set(), []
    for line in lines:
        fields = line.split("\t")
        if line.startswith("#") or not line.strip() or fields[0] not in measured:
            out.append(line)
            continue
        seen.add(fields[0])
        out.append("\t".join([fields[0], str(measured[fields[0]][0])] + fields[2:]))
    out += [f"{name}\t{count}\t" for name, (count, _) in measured.items() if name not in seen]
    open(budgets_path, "w", encoding="utf-8").write("\n".join(out) + "\n")


def _exists(path):
    try:
        open(path).close()
        return True
    except OSError:
        return False


def self_test():
    with tempfile.TemporaryDirectory() as folder:
        budgets, measured = f"{folder}/budgets.tsv", f"{folder}/measured.tsv"
        open(budgets, "w").write("# a comment\nversion\t1000000\twhy\n")
        open(measured, "w").write("version\t1040000\n")
        over = check(budgets, measured)
        open(measured, "w").write("version\t1020000\n")
        within = check(budgets, measured)
        open(measured, "w").write("other\t1\n")
        unbudgeted = check(budgets, measured)
        open(budgets, "w").write("version\t1000000\twhy\nfloor\t900000\tref\ngoal\tversion\t1.1 * floor\twhy\n")
        open(measured, "w").write("version\t1000000\nfloor\t900000\n")
        goal_missed = check(budgets, measured)
        open(measured, "w").write("version\t980000\nfloor\t900000\n")
        goal_met = check(budgets, measured)
    if (over, within, unbudgeted, goal_missed, goal_met) != (1, 0, 1, 1, 0):
        print(f"instruction-budgets self-test failed: {(over, within, unbudgeted, goal_missed, goal_met)}", file=sys.stderr)
        return 1
    print(
        "instruction-budgets self-test: a count 4% over fails, 2% over passes, one without a budget fails, a goal"
        " missed within the budget fails")
    return 0


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command == "check":
        sys.exit(check(sys.argv[2], sys.argv[3]))
    if command == "write":
        write(sys.argv[2], sys.argv[3])
        sys.exit(0)
    if command == "self-test":
        sys.exit(self_test())
    print(__doc__, file=sys.stderr)
    sys.exit(64)
