#!/usr/bin/env bash
# Playout speed against Pachi's light playouts, measured in one run.
#
#   PACHI=/path/to/pachi scripts/pachi-bench.sh
#
# For 9x9 and 19x19, ROUNDS times (default 3), it runs BenchmarkPlayout
# (uniform random real moves that do not fill an own single-point eye, a
# virtual move when there is none, to the natural end, the generalized
# repetition rule checked exactly) and then Pachi's montecarlo engine with
# light playouts (uniform random, no eye filling, simple ko), timing one
# `genmove b` on an empty board with N playouts (`-t =N`). Alternating the
# two makes the load of other programs weigh on both alike. It prints both
# rates and the ratio (ours / Pachi's), by wall time and by CPU time (the
# CPU time of the benchmark process, and of the Pachi process between the
# genmove and its answer), with the median over the rounds; and, since the
# two programs' playouts differ in length, moves per CPU second and their
# ratio too (ours: turns per playout as the benchmark counts them; Pachi's:
# PACHI_MOVES9 and PACHI_MOVES19 per playout, see below).
#
# Ours is built with the profile-guided optimisation profile the command
# uses, cmd/livingstones/default.pgo (made from BenchmarkPlayout); PGO=off
# builds without it, PGO=FILE with another profile.
#
# Pachi is not part of this repository: build it from its public source
# (github.com/pasky/pachi) with
#   make DCNN=0 DCNN_DETLEF=0 DCNN_DARKFOREST=0 JOSEKIFIX=0
# Nothing in CI needs it.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"

if [ -z "${PACHI:-}" ] || [ ! -x "$PACHI" ]; then
  echo "pachi-bench: set PACHI to a Pachi binary (see the comment at the top of $0)" >&2
  exit 2
fi
ROUNDS=${ROUNDS:-3}
N9=${N9:-40000}         # Pachi's playouts per genmove on 9x9
N19=${N19:-10000}       # and on 19x19
BENCHTIME=${BENCHTIME:-2s}
# Pachi's montecarlo engine stops a playout after 400 moves; ours go on to
# the natural end. PACHI_ENGINE=playout=light,gamelen=1000 lets Pachi's go
# on too. Pachi does not print its playouts' length: PACHI_MOVES9 and
# PACHI_MOVES19 are the moves per playout its moves per second are worked
# out with, counted once with valgrind --tool=callgrind (the calls of
# board_pick_random_move per playout, passes included, as our turns count
# virtual moves): 117 on 9x9, and on 19x19 the 400 its playouts all reach
# (474 with gamelen=1000: set PACHI_MOVES19=474 then).
PACHI_ENGINE=${PACHI_ENGINE:-playout=light}
PACHI_MOVES9=${PACHI_MOVES9:-117}
PACHI_MOVES19=${PACHI_MOVES19:-400}
TICKS=$(getconf CLK_TCK)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
PGO=${PGO:-cmd/livingstones/default.pgo}
go test -c -pgo "$PGO" -o "$tmp/ls.test" .
echo "ours built with -pgo $PGO; Pachi engine $PACHI_ENGINE"

# ours SIZE: prints "wall-rate cpu-rate turns-per-playout" of
# BenchmarkPlayout on SIZE×SIZE.
ours() {
  "$tmp/ls.test" -test.run '^$' -test.bench "^BenchmarkPlayout/${1}x${1}\$" \
    -test.benchtime "$BENCHTIME" -test.cpu 1 |
    awk '/^BenchmarkPlayout/ {
      for (i = 1; i < NF; i++) {
        if ($(i+1) == "playouts/s") w = $i
        if ($(i+1) == "playouts/cpu-s") c = $i
        if ($(i+1) == "turns/playout") t = $i
      }
    } END { if (w == "") exit 1; print w, (c == "" ? 0 : c), t }'
}

# gtp_answer: reads one GTP answer (up to its blank line) from Pachi.
gtp_answer() {
  local line
  while IFS= read -r line <&"$from_pachi"; do
    line=${line%$'\r'}
    [ -z "$line" ] && return 0
  done
  echo "pachi-bench: Pachi stopped answering" >&2
  exit 1
}

# cpu_ticks PID: user + system time of a process, in clock ticks.
cpu_ticks() {
  local stat
  stat=$(cat "/proc/$1/stat")
  stat=${stat##*) }   # the fields after the command name
  set -- $stat
  echo $(( ${12} + ${13} ))
}

# pachi SIZE N: prints "wall-rate cpu-rate" of one genmove with N light
# playouts on an empty SIZE×SIZE board.
pachi() {
  coproc PACHI_PROC { exec "$PACHI" -e montecarlo "$PACHI_ENGINE" -t "=$2" 2>/dev/null; }
  local pid=$PACHI_PROC_PID
  # Copies of the coprocess's pipes: bash drops PACHI_PROC when it exits.
  exec {from_pachi}<&"${PACHI_PROC[0]}" {to_pachi}>&"${PACHI_PROC[1]}"
  printf 'boardsize %s\nclear_board\n' "$1" >&"$to_pachi"
  gtp_answer; gtp_answer
  local t0 c0 t1 c1
  c0=$(cpu_ticks "$pid"); t0=$(date +%s.%N)
  printf 'genmove b\n' >&"$to_pachi"
  gtp_answer
  t1=$(date +%s.%N); c1=$(cpu_ticks "$pid")
  printf 'quit\n' >&"$to_pachi"
  exec {from_pachi}<&- {to_pachi}>&-
  wait "$pid" 2>/dev/null || true
  awk -v n="$2" -v t0="$t0" -v t1="$t1" -v c="$((c1 - c0))" -v hz="$TICKS" \
    'BEGIN { printf "%.0f %.0f\n", n / (t1 - t0), (c > 0 ? n / (c / hz) : 0) }'
}

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }

printf '%-6s %-5s %12s %12s %12s %12s %6s %6s %8s %12s %12s %6s\n' size round "ours/s wall" "pachi/s wall" "ours/s cpu" "pachi/s cpu" \
  "ratio" "cpu" "turns" "ours mv/cpu" "pachi mv/cpu" "mv cpu"
for size in 9 19; do
  n=$N9
  [ "$size" = 19 ] && n=$N19
  : >"$tmp/ratios" ; : >"$tmp/cpuratios"; : >"$tmp/mvratios"
  for round in $(seq 1 "$ROUNDS"); do
    read -r ow oc ot < <(ours "$size")
    read -r pw pc < <(pachi "$size" "$n")
    r=$(awk -v a="$ow" -v b="$pw" 'BEGIN { printf "%.2f", a / b }')
    rc=$(awk -v a="$oc" -v b="$pc" 'BEGIN { printf (b > 0 && a > 0 ? "%.2f" : "-"), a / b }')
    om=$(awk -v a="$oc" -v t="$ot" 'BEGIN { printf "%.0f", a * t }')
    pt=$PACHI_MOVES9
    [ "$size" = 19 ] && pt=$PACHI_MOVES19
    pm=$(awk -v b="$pc" -v t="$pt" 'BEGIN { printf "%.0f", b * t }')
    rm=$(awk -v a="$om" -v b="$pm" 'BEGIN { printf (b > 0 && a > 0 ? "%.2f" : "-"), a / b }')
    echo "$r" >>"$tmp/ratios"; echo "$rc" >>"$tmp/cpuratios"; echo "$rm" >>"$tmp/mvratios"
    printf '%-6s %-5s %12s %12s %12s %12s %6s %6s %8s %12s %12s %6s\n' "${size}x${size}" "$round" "$ow" "$pw" "$oc" "$pc" "$r" "$rc" \
      "$ot" "$om" "$pm" "$rm"
  done
  printf '%-6s %-5s %12s %12s %12s %12s %6s %6s %8s %12s %12s %6s\n' "${size}x${size}" median "" "" "" "" \
    "$(median <"$tmp/ratios")" "$(grep -v - "$tmp/cpuratios" | median)" "" "" "" "$(grep -v - "$tmp/mvratios" | median)"
done
