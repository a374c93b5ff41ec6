#!/usr/bin/env bash
# Strength of the search against GNU Go, refereed by `livingstones match`.
#
#   GAMES=200 LEVEL=10 scripts/strength.sh
#
# Plays games FIRST (default 1) to GAMES (default 20) of SIZE×SIZE
# (default 9) against
# GNUGO (default /usr/games/gnugo) at --level LEVEL (default 10), counted
# by these rules with komi KOMI (default 8), colours alternating: our
# engine takes White (which moves first and gives the komi) in the odd
# games and Black in the even ones. Our engine searches MOVE_TIME per move
# (default 1s) on THREADS goroutines (default 1); ENGINE_FLAGS adds flags
# to `livingstones gtp`. Each game is one `livingstones match --games 1`,
# run under nice, its line printed as it ends and appended to
# OUT/results.txt (default OUT=strength-out, where the SGF records go
# too). The script resumes: games already in results.txt are not played
# again, so an interrupted run goes on where it stopped. Game g seeds both
# engines with g (our --seed, GNU Go's --seed): GNU Go at a level and our
# search with a playout budget are deterministic, and the same seeds would
# play the same game again. Two runs with other FIRST and GAMES and their
# own OUT play apart, one a core; cat their results.txt files to count
# them together. At the end (and
# after each game) it prints the win rate with its 95% Wilson confidence
# interval; void games count for neither side and are left out, and so
# are forfeits (an engine silent past TIMEOUT, default 10m: on a loaded
# machine that is the load's doing, not the engine's play), counted apart.
set -euo pipefail

FIRST=${FIRST:-1}
GAMES=${GAMES:-20}
LEVEL=${LEVEL:-10}
SIZE=${SIZE:-9}
KOMI=${KOMI:-8}
MOVE_TIME=${MOVE_TIME:-1s}
THREADS=${THREADS:-1}
GNUGO=${GNUGO:-/usr/games/gnugo}
OUT=${OUT:-strength-out}
ENGINE_FLAGS=${ENGINE_FLAGS:-}
TIMEOUT=${TIMEOUT:-10m}

root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
bin="$OUT/livingstones"
(cd "$root" && go build -o "$bin" ./cmd/livingstones)
results="$OUT/results.txt"
touch "$results"

ours="$bin gtp --size $SIZE --komi $KOMI --move-time $MOVE_TIME --threads $THREADS $ENGINE_FLAGS"
theirs="$GNUGO --mode gtp --level $LEVEL --chinese-rules"

# wilson prints "wins/games = rate (95% CI lo–hi)".
wilson() {
	awk -v w="$1" -v n="$2" 'BEGIN {
		if (n == 0) { print "no games"; exit }
		z = 1.959964; p = w / n
		d = 1 + z*z/n; c = (p + z*z/(2*n)) / d
		h = z * sqrt(p*(1-p)/n + z*z/(4*n*n)) / d
		printf "%d/%d = %.1f%% (95%% Wilson CI %.1f%%–%.1f%%)\n", w, n, 100*p, 100*(c-h), 100*(c+h)
	}'
}

summary() {
	local wins games
	wins=$(awk '$3 == "win" {n++} END {print n+0}' "$results")
	games=$(awk '$3 == "win" || $3 == "loss" {n++} END {print n+0}' "$results")
	other=$(awk '$3 != "win" && $3 != "loss" {n++} END {print n+0}' "$results")
	echo "livingstones vs GNU Go level $LEVEL, ${SIZE}x$SIZE, komi $KOMI, $MOVE_TIME a move: $(wilson "$wins" "$games"); $other void or forfeit left out"
}

for ((g = FIRST; g <= GAMES; g++)); do
	if grep -q "^game $g " "$results"; then
		continue
	fi
	if ((g % 2 == 1)); then
		white="$ours --seed $g" black="$theirs --seed $g" me=W
	else
		white="$theirs --seed $g" black="$ours --seed $g" me=B
	fi
	dir="$OUT/game-$g"
	line=$(nice "$bin" match --size "$SIZE" --komi "$KOMI" --games 1 --sgf "$dir" --timeout "$TIMEOUT" \
		--white "$white" --black "$black" 2>"$OUT/game-$g.stderr" | grep '^game 1:' || true)
	re=$(sed -n 's/^game 1: \([^,]*\),.*/\1/p' <<<"$line")
	case "$re" in
	W+F | B+F) verdict=forfeit ;;
	"$me"+*) verdict=win ;;
	W+* | B+*) verdict=loss ;;
	*) verdict=void ;;
	esac
	echo "game $g $verdict as $me: ${line#game 1: }" | tee -a "$results"
	summary
done
summary
