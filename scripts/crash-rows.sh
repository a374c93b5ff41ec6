#!/usr/bin/env bash
# The crash rows of issue 9 ("Bad input never takes the program down"),
# each run as an attacker would: the command capped at 4 GB of address
# space (ulimit -v) and 60 s, and expected to end with a clear error (or a
# right answer) instead of dying, hanging or harming. Each row's peak
# resident memory (GNU time's %M: the command's, or its largest child's)
# is printed, and the worst row's at the end. Called from .ci/run.
set -uo pipefail
cd "$(dirname "$0")/.."

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/livingstones" ./cmd/livingstones
ls="$tmp/livingstones"
failed=0
worst_kb=0 worst_name=

# row NAME WANT_STATUS WANT_TEXT CMD...: runs CMD capped (stdin as given to
# row), and checks its exit status and that its output holds WANT_TEXT (an
# extended regular expression when it starts with re:).
row() {
  local name=$1 want_status=$2 want_text=$3
  shift 3
  local status=0
  (ulimit -v 4000000; /usr/bin/time -f %M -o "$tmp/rss" timeout 60 "$@") >"$tmp/out" 2>&1 || status=$?
  # The last line of time's output is %M (a line before it may say how
  # the command ended).
  local kb
  kb=$(tail -n 1 "$tmp/rss" 2>/dev/null)
  case $kb in '' | *[!0-9]*) kb=0 ;; esac
  if [ "$kb" -gt "$worst_kb" ]; then worst_kb=$kb worst_name=$name; fi
  local grep_opt=-qF
  case $want_text in re:*) grep_opt=-qE; want_text=${want_text#re:} ;; esac
  if [ "$status" -ne "$want_status" ] || ! grep $grep_opt -- "$want_text" "$tmp/out"; then
    echo "FAIL $name: exit $status (want $want_status), output:"
    head -c 600 "$tmp/out"
    echo
    failed=1
  else
    echo "ok   $name ($((kb / 1024)) MB): $(grep -${grep_opt#-q} -m1 -- "$want_text" "$tmp/out" | head -c 160)"
  fi
}

# Records too big or too many-noded.
row "replay /dev/zero" 1 "not a regular file" "$ls" replay /dev/zero
row "replay - < /dev/zero" 1 "(the limit --max-bytes)" "$ls" replay - </dev/zero
{ printf '(;'; yes 'A[]' | head -n 10000000 | tr -d '\n'; printf ')'; } >"$tmp/props.sgf"
row "10M root properties" 1 "(the limit --max-properties)" "$ls" replay "$tmp/props.sgf"
{ printf '(;AB'; yes '[aa:ss]' | head -n 1000000 | tr -d '\n'; printf ')'; } >"$tmp/ab.sgf"
row "AB[aa:ss] x 1M" 1 "name more than 5776 points" "$ls" replay "$tmp/ab.sgf"
{ printf '(;B[aa]'; yes ';C[x]' | head -n 1000000 | tr -d '\n'; printf ')'; } >"$tmp/comments.sgf"
row "comment-only nodes x 1M" 0 "turns 1," "$ls" replay "$tmp/comments.sgf"
{ printf '(;SZ[9];B[aa])(;SZ[9];B[bb]'; printf ';W[cc])'; } >"$tmp/two.sgf"
row "a collection, no --game" 1 "choose one with --game N" "$ls" replay "$tmp/two.sgf"
row "a collection, --game 2" 0 "turns 2," "$ls" replay --game 2 "$tmp/two.sgf"

# The GTP engine.
mkfifo "$tmp/fifo"
row "gtp loadsgf /dev/zero" 0 "? cannot load file: /dev/zero: not a regular file" "$ls" gtp <<<"loadsgf /dev/zero"
row "gtp loadsgf FIFO" 0 "not a regular file" "$ls" gtp <<<"loadsgf $tmp/fifo"
row "gtp < /dev/zero" 1 "(the limit --max-line)" "$ls" gtp </dev/zero
row "gtp printsgf FILE" 0 "start the engine with --allow-files" "$ls" gtp <<<"printsgf $tmp/written.sgf"
if [ -e "$tmp/written.sgf" ]; then echo "FAIL gtp printsgf FILE wrote the file"; failed=1; fi
row "gtp --komi 2^62" 2 "--komi \"4611686018427387904\": want a whole number of stones within ±1000" "$ls" gtp --komi 4611686018427387904
row "gtp komi 2^62" 0 "? komi \"4611686018427387904\": want a number within ±1000" "$ls" gtp <<<"komi 4611686018427387904"
{ yes $'play b pass\nplay w virtual' | head -n 200000; echo "genmove b"; echo "livingstones-state"; } >"$tmp/long.gtp"
row "gtp genmove after 200k turns" 0 "turn 200001" "$ls" gtp --max-turns 300000 <"$tmp/long.gtp"
{ yes $'play b pass\nplay w virtual' | head -n 40000; echo "final_score"; } >"$tmp/long.gtp"
row "gtp final_score after 40k turns" 0 "re:^= [BW]\+[0-9]" "$ls" gtp <"$tmp/long.gtp"
{ yes $'play b pass\nplay w virtual' | head -n 100001; } >"$tmp/long.gtp"
row "gtp --max-turns" 0 "? the game has 100000 turns, the limit --max-turns" "$ls" gtp <"$tmp/long.gtp"

# Scoring with an absurd komi.
row "score --komi 2^62" 2 "--komi \"4611686018427387904\": want a whole number of stones within ±1000" "$ls" score --komi 4611686018427387904 - <<<"(;SZ[9];B[ee];W[];B[])"

# The referee and its engines.
printf 'tr "\\0" x </dev/zero\n' >"$tmp/endless-line.sh"
printf 'sleep 6011 &\nexec sleep 6012\n' >"$tmp/fork-silent.sh"
row "match --timeout 0" 2 "want a positive time" "$ls" match --white "yes x" --black "yes x" --timeout 0
row "match, endless line" 1 "(the limit --max-answer-line)" "$ls" match --white "sh $tmp/endless-line.sh" --black "$ls gtp"
row "match, yes x" 1 "(the limit --max-answer)" "$ls" match --white "yes x" --black "$ls gtp"
row "match, engine forks and goes silent" 1 "within 2s (the limit --timeout)" "$ls" match --white "sh $tmp/fork-silent.sh" --black "$ls gtp" --timeout 2s
sleep 1
if grep -qa "sleep.601[12]" /proc/[0-9]*/cmdline 2>/dev/null; then
  echo "FAIL the silent engine's process group outlived the referee"
  failed=1
else
  echo "ok   the silent engine's process group is gone"
fi

# serve under a burst (issue 22): 250 concurrent counts of a paused 19×19
# game, each answered 200 or 503 with the server alive after, capped as
# the rows above (the peak is the larger of serve and the burst's client).
# The burst (scripts/serveburst) is fired on a loopback port.
go build -o "$tmp/serveburst" ./scripts/serveburst
port=$(( 20000 + RANDOM % 20000 ))
serve_burst() {
  "$ls" serve --addr "127.0.0.1:$port" &
  local pid=$! i
  for i in $(seq 100); do "$tmp/serveburst" --probe --url "http://127.0.0.1:$port" 2>/dev/null && break; sleep 0.1; done
  "$tmp/serveburst" --url "http://127.0.0.1:$port" --sgf testdata/lanke.sgf --count -n 250
  local status=$?
  kill -TERM "$pid"
  wait "$pid" || status=1
  return $status
}
# The computer's move (issue 23): 40 concurrent level-10 searches on an
# empty 19×19 board, through the same heavy limiter.
serve_genmove_burst() {
  "$ls" serve --addr "127.0.0.1:$port" &
  local pid=$! i
  for i in $(seq 100); do "$tmp/serveburst" --probe --url "http://127.0.0.1:$port" 2>/dev/null && break; sleep 0.1; done
  "$tmp/serveburst" --url "http://127.0.0.1:$port" --genmove 10 --size 19 -n 40
  local status=$?
  kill -TERM "$pid"
  wait "$pid" || status=1
  return $status
}
export -f serve_burst serve_genmove_burst
export ls tmp port
row "serve, 250 concurrent counts" 0 "the server answers after the burst" bash -c serve_burst
row "serve, 40 concurrent level-10 19x19 genmoves" 0 "the server answers after the burst" bash -c serve_genmove_burst

echo "worst peak: $((worst_kb / 1024)) MB resident ($worst_name), under the 4 GB cap"
exit $failed
