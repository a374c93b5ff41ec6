#!/usr/bin/env bash
# Times this library's counting against KataGo's own scoring at game end
# (BoardHistory::endAndScoreGameNow, area scoring with TAX_ALL: its rule
# closest to counting living stones) on the same boards, alternating the
# programs on one core, and prints medians and ratios.
#
#   KATAGO_SRC=/path/to/KataGo scripts/katago-bench.sh [ROUNDS]     (default 5 rounds)
#   BASE=<git revision> ...    also times the library at that revision ("Before" columns)
#   BENCHTIME=1s ...           how long each benchmark runs in each round (the default)
#
# The times compared are CPU times per operation (the process's user and
# system time: KataGo's std::clock, our benchmarks' cpu-ns/op): on a machine
# other programs load, the wall clock counts their time too.
#
# KATAGO_SRC is a KataGo source tree (github.com/lightvector/KataGo; v1.17.2 was
# measured). Its cpp/game/{board,boardhistory,rules,graphhash}.cpp and
# cpp/core/{global,hash,rand,bsearch,timer,md5,sha2}.cpp are compiled with -O3
# -DNDEBUG, together with the small harness below, in a temporary directory:
# nothing of KataGo enters this repository, and CI does not run this script.
#
# The boards are the ends the counting benchmarks time (score_bench_test.go),
# written by TestBenchBoards as the settled positions (dead stones removed):
# KataGo scores a board as it stands, every stone alive. The script prints
# the figures of both on each board too (KataGo's score is White minus
# Black, without komi; ours is Black's living stones minus White's).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
rounds=${1:-5}
benchtime=${BENCHTIME:-1s}
: "${KATAGO_SRC:?set KATAGO_SRC to a KataGo source tree (github.com/lightvector/KataGo)}"
src=$(cd "$KATAGO_SRC" && pwd)/cpp
[ -f "$src/game/boardhistory.cpp" ] || { echo "no cpp/game/boardhistory.cpp under $KATAGO_SRC" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The boards and our figures on them.
LIVINGSTONES_BENCH_BOARDS="$work/boards.txt" go test -count=1 -run '^TestBenchBoards$' . >/dev/null

# The harness: our code, calling KataGo's API.
cat >"$work/harness.cpp" <<'EOF'
// Times BoardHistory::endAndScoreGameNow on the boards of a file written by
// TestBenchBoards: blocks of "board NAME SIZE MARGIN" and SIZE rows of .XO.
// Prints one Go benchmark line per board, and with -score its scores.
#include <chrono>
#include <ctime>
#include <fstream>
#include <sstream>
#include "game/boardhistory.h"

static double nowSeconds() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

int main(int argc, char** argv) {
  if(argc < 3) {
    std::cerr << "usage: harness BOARDS SECONDS [-score]" << std::endl;
    return 2;
  }
  Board::initHash();
  double seconds = std::stod(argv[2]);
  bool score = argc > 3 && std::string(argv[3]) == "-score";
  Rules rules;
  rules.scoringRule = Rules::SCORING_AREA;
  rules.taxRule = Rules::TAX_ALL;
  rules.komi = 0.0f;
  std::ifstream in(argv[1]);
  std::string word, name;
  int size, margin;
  double sink = 0;
  while(in >> word >> name >> size >> margin) {
    Board board(size, size);
    for(int y = 0; y < size; y++) {
      std::string row;
      in >> row;
      for(int x = 0; x < size; x++) {
        Color c = row[x] == 'X' ? C_BLACK : row[x] == 'O' ? C_WHITE : C_EMPTY;
        if(c != C_EMPTY && !board.setStone(Location::getLoc(x, y, size), c)) {
          std::cerr << name << ": cannot set the stone at " << x << "," << y << std::endl;
          return 1;
        }
      }
    }
    BoardHistory hist(board, P_BLACK, rules, 0, false);
    if(score) {
      Rules none = rules;
      none.taxRule = Rules::TAX_NONE;
      BoardHistory histNone(board, P_BLACK, none, 0, false);
      hist.endAndScoreGameNow(board);
      histNone.endAndScoreGameNow(board);
      std::cout << name << " " << hist.finalWhiteMinusBlackScore << " " << histNone.finalWhiteMinusBlackScore << std::endl;
      continue;
    }
    // Calibrate the iterations to about a tenth of the time, then time.
    long iters = 1;
    for(;;) {
      double t0 = nowSeconds();
      for(long i = 0; i < iters; i++) {
        hist.endAndScoreGameNow(board);
        sink += hist.finalWhiteMinusBlackScore;
      }
      if(nowSeconds() - t0 > seconds / 10) break;
      iters *= 2;
    }
    iters *= 10;
    double t0 = nowSeconds();
    std::clock_t c0 = std::clock();
    for(long i = 0; i < iters; i++) {
      hist.endAndScoreGameNow(board);
      sink += hist.finalWhiteMinusBlackScore;
    }
    double dt = nowSeconds() - t0;
    double dc = double(std::clock() - c0) / CLOCKS_PER_SEC;
    std::cout << "BenchmarkKataGo/" << name << " " << iters << " " << dt * 1e9 / iters << " ns/op "
              << dc * 1e9 / iters << " cpu-ns/op" << std::endl;
  }
  return sink == 12345.678 ? 1 : 0;
}
EOF
echo "building the KataGo harness (-O3 -DNDEBUG)" >&2
g++ -std=c++17 -O3 -DNDEBUG -pthread -I "$src" -o "$work/katago" "$work/harness.cpp" \
  "$src"/game/{board,boardhistory,rules,graphhash}.cpp \
  "$src"/core/{global,hash,rand,bsearch,timer,md5,sha2}.cpp

# Our benchmarks, compiled once (and at BASE, with today's benchmark files).
benches='^Benchmark(Ends|Analyzer)$'
go test -c -o "$work/after.test" .
if [ -n "${BASE:-}" ]; then
  mkdir "$work/base"
  git archive "$BASE" | tar -x -C "$work/base"
  cp score_bench_test.go analyzer_test.go "$work/base/"
  (cd "$work/base" && go test -c -o "$work/before.test" .)
fi

: >"$work/runs.txt"
for round in $(seq "$rounds"); do
  echo "round $round/$rounds" >&2
  "$work/katago" "$work/boards.txt" "${benchtime%s}" >>"$work/runs.txt"
  (cd "$repo" && "$work/after.test" -test.run '^$' -test.bench "$benches" -test.cpu 1 -test.benchtime "$benchtime") |
    grep '^Benchmark' >>"$work/runs.txt"
  if [ -n "${BASE:-}" ]; then
    (cd "$work/base" && "$work/before.test" -test.run '^$' -test.bench "$benches" -test.cpu 1 -test.benchtime "$benchtime") |
      grep '^Benchmark' | sed 's/^Benchmark/BenchmarkBefore/' >>"$work/runs.txt"
  fi
done

# Medians of the CPU times, then one row per board: KataGo, then each of
# ours and its ratio.
awk '
  { name = $1; sub(/-[0-9]+$/, "", name); val = $3
    for (i = 5; i <= NF; i++) if ($i == "cpu-ns/op") val = $(i - 1)
    t[name] = t[name] " " val }
  END {
    for (name in t) {
      n = split(substr(t[name], 2), v, " ")
      for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (v[j] < v[i]) { x = v[i]; v[i] = v[j]; v[j] = x }
      m = (n % 2) ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
      print name, m
    }
  }' "$work/runs.txt" | sort >"$work/medians.txt"

echo
echo "medians of $rounds alternating rounds, one core, CPU time per operation; ratio = ours / KataGo"
awk -v boards="$(awk '$1 == "board" { printf "%s ", $2 }' "$work/boards.txt")" '
  { split($1, p, "/"); kind = p[1]; sub(/^Benchmark/, "", kind); board = p[2]; what = p[3]
    if (kind == "KataGo") kg[board] = $2; else { col = kind "/" what; v[board, col] = $2; cols[col] = 1 } }
  END {
    n = 0; for (c in cols) order[++n] = c
    for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (order[j] < order[i]) { x = order[i]; order[i] = order[j]; order[j] = x }
    printf "%-10s %10s", "board", "KataGo"
    for (i = 1; i <= n; i++) printf "  %28s", order[i]
    printf "\n"
    nb = split(boards, bs, " ")
    for (k = 1; k <= nb; k++) {
      b = bs[k]
      printf "%-10s %8.2fus", b, kg[b] / 1000
      for (i = 1; i <= n; i++) {
        x = v[b, order[i]]
        if (x == "") printf "  %28s", "-"; else printf "  %18.2fus (%4.2fx)", x / 1000, x / kg[b]
      }
      printf "\n"
    }
  }' "$work/medians.txt"

echo
echo "scores (KataGo: White minus Black, no komi, TAX_ALL and TAX_NONE; ours: Black minus White living stones)"
"$work/katago" "$work/boards.txt" 0 -score | while read -r name taxall taxnone; do
  ours=$(awk -v n="$name" '$1 == "board" && $2 == n { print $4 }' "$work/boards.txt")
  printf "%-10s KataGo TAX_ALL %6s  TAX_NONE %6s   ours %6s (half stones: %s)\n" "$name" "$taxall" "$taxnone" \
    "$(awk -v h="$ours" 'BEGIN { printf "%.1f", h / 2 }')" "$ours"
done
