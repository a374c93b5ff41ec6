package main

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	ls "github.com/jihuozi/livingstones"
)

// matchConfig is the command line of `livingstones match`.
type matchConfig struct {
	white, black     string
	size, games      int
	version          string
	komi             int
	sgfDir           string
	maxTurns         int
	maxDisagreements int
	timeout          time.Duration
	answer           answerLimits
}

func runMatch(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("match", stdout)
	var cfg matchConfig
	fs.StringVar(&cfg.white, "white", "", "command line of the engine playing White (moves first)")
	fs.StringVar(&cfg.black, "black", "", "command line of the engine playing Black")
	fs.IntVar(&cfg.size, "size", 9, "board size")
	fs.IntVar(&cfg.games, "games", 1, "number of games")
	fs.StringVar(&cfg.version, "version", "law", "rule version counted: law or art")
	fs.IntVar(&cfg.komi, "komi", 0, "komi in whole stones (default: 8 for law, 7 for art); engines are told komi − 0.5")
	fs.StringVar(&cfg.sgfDir, "sgf", "", "directory to save each game's SGF record in (created if needed)")
	fs.IntVar(&cfg.maxTurns, "max-turns", 0, "turns after which the referee passes for both sides and counts (default 4×size²)")
	fs.IntVar(&cfg.maxDisagreements, "max-disagreements", 3, "pauses without agreement on the dead stones after which the referee counts with the analysis's settlement")
	fs.DurationVar(&cfg.timeout, "timeout", time.Minute, "time an engine may take to answer one command; a silent engine loses and is killed (must be positive)")
	fs.IntVar(&cfg.answer.line, "max-answer-line", defaultMaxAnswerLine, "the longest line of an engine's answer, in bytes; a longer one loses")
	fs.IntVar(&cfg.answer.answer, "max-answer", defaultMaxAnswer, "the most bytes of an engine's answer to one command; more loses")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: livingstones match --white 'CMD...' --black 'CMD...' [flags]\n\nReferees games between two GTP engines under the Counting-Living-Stones rules.")
		fs.PrintDefaults()
	}
	if err := parseNoArgs(fs, args); err != nil {
		return err
	}
	switch {
	case cfg.white == "" || cfg.black == "":
		return fmt.Errorf("%w: both --white and --black engine commands are needed", errUsage)
	case cfg.size < ls.MinSize || cfg.size > ls.MaxSize:
		return fmt.Errorf("%w: --size %d: want %d..%d", errUsage, cfg.size, ls.MinSize, ls.MaxSize)
	case cfg.games < 1:
		return fmt.Errorf("%w: --games %d: want at least 1", errUsage, cfg.games)
	case !validVersion(&cfg.version):
		return fmt.Errorf("%w: --version %q: want law or art", errUsage, cfg.version)
	case cfg.maxDisagreements < 1:
		return fmt.Errorf("%w: --max-disagreements %d: want at least 1", errUsage, cfg.maxDisagreements)
	case cfg.timeout <= 0:
		return fmt.Errorf("%w: --timeout %v: want a positive time (an engine that never answers would hang the match)", errUsage, cfg.timeout)
	case cfg.answer.line < 1 || cfg.answer.answer < 1:
		return fmt.Errorf("%w: --max-answer-line %d, --max-answer %d: want at least 1", errUsage, cfg.answer.line, cfg.answer.answer)
	}
	if err := checkKomiFlag(cfg.komi); err != nil {
		return err
	}
	if !isSet(fs, "komi") {
		cfg.komi = defaultKomi(cfg.version)
	}
	if cfg.maxTurns <= 0 {
		cfg.maxTurns = 4 * cfg.size * cfg.size
	}
	if cfg.sgfDir != "" {
		if err := os.MkdirAll(cfg.sgfDir, 0o755); err != nil {
			return err
		}
	}
	m, err := startMatch(&cfg, stderr)
	if err != nil {
		return err
	}
	defer m.close()
	// Killed by a signal, the referee first kills the engines' process
	// groups: they are not in the referee's and would outlive it.
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer func() {
		signal.Stop(sig)
		close(sig)
	}()
	go func() {
		if s, ok := <-sig; ok {
			m.close()
			fmt.Fprintf(stderr, "livingstones match: %v: engines stopped\n", s)
			os.Exit(1)
		}
	}()
	return m.play(stdout)
}

// referee holds the two engines of a match.
type referee struct {
	cfg   *matchConfig
	eng   [3]*gtpClient // indexed by Color
	names [3]string
	wins  [3]int
}

// lockedWriter lets both engines write their standard error to one
// writer.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

func startMatch(cfg *matchConfig, stderr io.Writer) (*referee, error) {
	m := &referee{cfg: cfg}
	stderr = &lockedWriter{w: stderr}
	for _, c := range []ls.Color{ls.White, ls.Black} {
		cmd := cfg.white
		if c == ls.Black {
			cmd = cfg.black
		}
		e, err := startEngineLimited(cmd, stderr, cfg.timeout, cfg.answer)
		if err != nil {
			m.close()
			return nil, fmt.Errorf("%s engine: %w", c.Name(), err)
		}
		m.eng[c] = e
		name, err := e.send("name")
		if err != nil {
			m.close()
			return nil, fmt.Errorf("%s engine: %w", c.Name(), err)
		}
		if v, err := e.send("version"); err == nil && v != "" {
			name += " " + v
		}
		m.names[c] = name
	}
	return m, nil
}

func (m *referee) close() {
	for _, e := range m.eng {
		if e != nil {
			e.close()
		}
	}
}

func (m *referee) play(stdout io.Writer) error {
	for g := 1; g <= m.cfg.games; g++ {
		out, err := m.playGame(g)
		if err != nil {
			return fmt.Errorf("game %d: %w", g, err)
		}
		fmt.Fprintln(stdout, out.line())
		if out.winner == ls.Black || out.winner == ls.White {
			m.wins[out.winner]++
		}
	}
	fmt.Fprintf(stdout, "match: White (%s) won %d, Black (%s) won %d of %d games\n",
		m.names[ls.White], m.wins[ls.White], m.names[ls.Black], m.wins[ls.Black], m.cfg.games)
	return nil
}

// gameOutcome is how one game of a match ended.
type gameOutcome struct {
	game    int
	result  string   // SGF RE
	winner  ls.Color // Empty for a void game
	how     string   // how the game ended, for the summary line
	turns   int
	count   *gameCount // nil unless counted
	sgfPath string
}

func (o *gameOutcome) line() string {
	turns := "turns"
	if o.turns == 1 {
		turns = "turn"
	}
	s := fmt.Sprintf("game %d: %s, %s after %d %s", o.game, o.result, o.how, o.turns, turns)
	if o.count != nil {
		s += "; " + o.count.oneLine()
	}
	if o.sgfPath != "" {
		s += "; " + o.sgfPath
	}
	return s
}

// gameLog gathers the comments the referee writes into the record.
type gameLog struct {
	root  []string
	moves map[int][]string // by index of the move in the record
}

// note attaches a comment to the last move played (the root before any).
func (l *gameLog) note(p ls.Position, format string, args ...any) {
	s := fmt.Sprintf(format, args...)
	k := moveCount(p) - 1
	if k < 0 {
		l.root = append(l.root, s)
		return
	}
	l.moves[k] = append(l.moves[k], s)
}

// moveCount is the number of record moves of p's game (a resignation is
// not a record move).
func moveCount(p ls.Position) int {
	n := 0
	for _, t := range p.History() {
		if t.Move != ls.Resign {
			n++
		}
	}
	return n
}

// playGame referees one game: White moves first; every move is checked
// against the rules and relayed to the other engine; see the README for
// what happens at a pause.
func (m *referee) playGame(g int) (*gameOutcome, error) {
	cfg := m.cfg
	for _, c := range []ls.Color{ls.White, ls.Black} {
		for _, cmd := range []string{fmt.Sprintf("boardsize %d", cfg.size), "clear_board", "komi " + gtpKomi(cfg.komi)} {
			if _, err := m.eng[c].send(cmd); err != nil {
				return nil, fmt.Errorf("%s engine: %w", c.Name(), err)
			}
		}
	}
	p, err := ls.NewPosition(cfg.size)
	if err != nil {
		return nil, err
	}
	log := &gameLog{moves: map[int][]string{}}
	out := &gameOutcome{game: g}
	var dead []ls.Point
	disagreements := 0
	forfeit := func(c ls.Color, format string, args ...any) {
		msg := fmt.Sprintf(format, args...)
		log.note(p, "%s loses: %s", strings.ToUpper(c.Name()[:1])+c.Name()[1:], msg)
		out.winner = c.Opponent()
		out.result = c.Opponent().String() + "+F"
		out.how = c.Name() + " forfeits (" + msg + ")"
	}
play:
	for {
		switch p.Phase() {
		case ls.Ended:
			break play
		case ls.Paused:
			agreed, note := m.agreeDead(p)
			if agreed != nil {
				if c, err := countGame(p, agreed, cfg.version, cfg.komi); err == nil {
					log.note(p, "pause: both engines give the dead stones %s; counted", listOrNone(agreed, cfg.size))
					dead, out.count, out.how = agreed, c, "agreement"
					break play
				} else if isCountingBug(err) {
					return nil, err
				} else {
					note = fmt.Sprintf("both engines give the dead stones %s, but the rules reject that settlement: %v", listOrNone(agreed, cfg.size), err)
				}
			}
			disagreements++
			if disagreements >= cfg.maxDisagreements {
				st, err := statusOf(p)
				var c *gameCount
				if err == nil {
					c, err = countGame(p, st.dead, cfg.version, cfg.komi)
				}
				if isCountingBug(err) {
					return nil, err
				}
				if err != nil {
					log.note(p, "pause %d: %s; the analysis cannot settle the position either (%v): no result", disagreements, note, err)
					out.result, out.how = "Void", "void: no agreement on the dead stones and no settlement from the analysis"
					break play
				}
				log.note(p, "pause %d: %s; after %d pauses without agreement the referee counts with the analysis's dead stones %s",
					disagreements, note, disagreements, listOrNone(st.dead, cfg.size))
				dead, out.count, out.how = st.dead, c, fmt.Sprintf("referee's settlement after %d disagreements", disagreements)
				break play
			}
			log.note(p, "pause %d: %s; play resumes", disagreements, note)
			if p, err = p.Resume(); err != nil {
				return nil, err
			}
		}
		if p.Turn() >= cfg.maxTurns {
			log.note(p, "the referee stops the game after %d turns: both sides pass", p.Turn())
			for p.Phase() == ls.Playing {
				if p, err = p.Play(ls.Pass); err != nil {
					return nil, err
				}
			}
			disagreements = cfg.maxDisagreements - 1
			continue
		}
		c := p.ToMove()
		ans, err := m.eng[c].send("genmove " + c.Name())
		if err != nil {
			forfeit(c, "%v", err)
			break
		}
		mv, err := parseEngineMove(ans, cfg.size)
		if err != nil {
			forfeit(c, "it answered genmove with %q: %v", ans, err)
			break
		}
		q, err := p.PlayAs(c, mv)
		if err != nil {
			forfeit(c, "its move %s (%v) is illegal: %s", ans, mv, reason(err))
			break
		}
		p = q
		if mv == ls.Resign {
			out.winner, out.how = c.Opponent(), c.Name()+" resigns"
			break
		}
		vertex := strings.ToLower(ans)
		if pt, ok := mv.Point(); ok {
			vertex = ls.GTP.Encode(pt, cfg.size)
		}
		if _, err := m.eng[c.Opponent()].send("play " + c.Name() + " " + vertex); err != nil {
			log.note(p, "the %s engine refuses this move, legal under these rules: %v", c.Opponent().Name(), err)
			out.result, out.how = "Void", "void: the engines disagree on a move's legality"
			break
		}
	}
	out.turns = p.Turn()
	if p.Phase() == ls.Ended && p.EndReason() == ls.NaturalEnd {
		c, err := countGame(p, nil, cfg.version, cfg.komi)
		if err != nil {
			return nil, fmt.Errorf("counting the natural end: %w", err)
		}
		out.count, out.how = c, "natural end (four virtual moves)"
	}
	if out.count != nil {
		out.result, out.winner = out.count.result, out.count.winner
		if p.Phase() == ls.Paused {
			if p, err = p.Agree(); err != nil {
				return nil, err
			}
		}
	}
	if out.result == "" && p.EndReason() == ls.Resignation {
		out.result = p.Winner().String() + "+R"
	}
	rec := ls.NewRecord(p)
	rec.Result = out.result
	rec.Rules = rulesName(cfg.version, cfg.komi)
	rec.Komi = gtpKomi(cfg.komi)
	rec.WhitePlayer, rec.BlackPlayer = m.names[ls.White], m.names[ls.Black]
	rec.GameName = fmt.Sprintf("livingstones match, game %d", g)
	rec.Dead = dead
	rec.Comment = strings.Join(log.root, "\n")
	for k, notes := range log.moves {
		if k < len(rec.Moves) {
			rec.Moves[k].Comment = strings.Join(notes, "\n")
		}
	}
	if err := checkReplay(rec, p); err != nil {
		return nil, err
	}
	if cfg.sgfDir != "" {
		out.sgfPath = filepath.Join(cfg.sgfDir, fmt.Sprintf("game-%03d.sgf", g))
		f, err := os.Create(out.sgfPath)
		if err != nil {
			return nil, err
		}
		if err := rec.WriteSGF(f); err != nil {
			f.Close()
			return nil, err
		}
		if err := f.Close(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// checkReplay makes sure the record replays to the position the referee
// holds: the same stones and counters, and the same turns but a
// resignation (which is the record's result, not a move).
func checkReplay(rec *ls.Record, p ls.Position) error {
	q, err := rec.Replay()
	if err != nil {
		return fmt.Errorf("the game's record does not replay: %w", err)
	}
	a, b := p.Final(), q.Final()
	if q.Turn() != moveCount(p) || fmt.Sprint(a.Stones, a.Moves, a.Prisoners) != fmt.Sprint(b.Stones, b.Moves, b.Prisoners) {
		return fmt.Errorf("the game's record replays to a different position (turn %d, not %d):\n%v\nnot\n%v", q.Turn(), moveCount(p), q, p)
	}
	return nil
}

// agreeDead asks both engines for the dead stones. It returns the list
// they agree on (empty but not nil when both say none), or nil and a note
// saying why there is no agreement.
func (m *referee) agreeDead(p ls.Position) ([]ls.Point, string) {
	var lists [3][]ls.Point
	var texts [3]string
	for _, c := range []ls.Color{ls.White, ls.Black} {
		ans, err := m.eng[c].send("final_status_list dead")
		if err != nil {
			return nil, fmt.Sprintf("the %s engine gives no dead stones (%v)", c.Name(), err)
		}
		pts, err := parseVertexList(ans, p.Size())
		if err != nil {
			return nil, fmt.Sprintf("the %s engine's dead stones %q cannot be read: %v", c.Name(), ans, err)
		}
		lists[c], texts[c] = pts, listOrNone(pts, p.Size())
	}
	if texts[ls.White] != texts[ls.Black] {
		return nil, fmt.Sprintf("the engines disagree on the dead stones (White says %s, Black says %s)", texts[ls.White], texts[ls.Black])
	}
	if lists[ls.White] == nil {
		return []ls.Point{}, ""
	}
	return lists[ls.White], ""
}

// parseVertexList reads vertices separated by blanks and line breaks,
// and returns them in board order without repeats.
func parseVertexList(s string, size int) ([]ls.Point, error) {
	seen := map[ls.Point]bool{}
	var pts []ls.Point
	for _, f := range strings.Fields(s) {
		pt, err := ls.GTP.Decode(f, size)
		if err != nil {
			return nil, err
		}
		if !seen[pt] {
			seen[pt] = true
			pts = append(pts, pt)
		}
	}
	sortBoardOrder(pts)
	return pts, nil
}

func sortBoardOrder(pts []ls.Point) {
	for i := 1; i < len(pts); i++ {
		for j := i; j > 0 && less(pts[j], pts[j-1]); j-- {
			pts[j], pts[j-1] = pts[j-1], pts[j]
		}
	}
}

func less(a, b ls.Point) bool { return a.Y < b.Y || a.Y == b.Y && a.X < b.X }

func listOrNone(pts []ls.Point, size int) string {
	if len(pts) == 0 {
		return "(none)"
	}
	return gtpVertices(pts, size)
}

// parseEngineMove reads an engine's answer to genmove: a vertex, pass,
// resign, or (for engines that speak the extension) virtual.
func parseEngineMove(s string, size int) (ls.Move, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "pass":
		return ls.Pass, nil
	case "resign":
		return ls.Resign, nil
	case "virtual":
		return ls.VirtualMove, nil
	}
	pt, err := ls.GTP.Decode(strings.TrimSpace(s), size)
	if err != nil {
		return ls.NoMove, err
	}
	return ls.RealMove(pt), nil
}

// validVersion canonicalizes *v ("Law", "律法版", ... become "law") and
// reports whether it names a version.
func validVersion(v *string) bool {
	name, err := versionName(*v)
	if err == nil {
		*v = name
	}
	return err == nil
}
