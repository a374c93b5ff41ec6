package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
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
	rules            ls.Rules
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
	rf := addRulesFlags(fs, " counted", "; engines are told komi − 0.5")
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
	case cfg.maxDisagreements < 1:
		return fmt.Errorf("%w: --max-disagreements %d: want at least 1", errUsage, cfg.maxDisagreements)
	case cfg.timeout <= 0:
		return fmt.Errorf("%w: --timeout %v: want a positive time (an engine that never answers would hang the match)", errUsage, cfg.timeout)
	case cfg.answer.line < 1 || cfg.answer.answer < 1:
		return fmt.Errorf("%w: --max-answer-line %d, --max-answer %d: want at least 1", errUsage, cfg.answer.line, cfg.answer.answer)
	}
	var err error
	if cfg.rules, _, err = rf.rules(); err != nil {
		return err
	}
	if cfg.maxTurns <= 0 {
		cfg.maxTurns = 4 * cfg.size * cfg.size
	}
	if cfg.sgfDir != "" {
		if err := os.MkdirAll(cfg.sgfDir, 0o755); err != nil {
			return err
		}
	}
	// Killed by a signal, the referee first kills the engines' process
	// groups: they are not in the referee's and would outlive it. The
	// handler is in place before the first engine starts, so that a
	// signal during the start-up stops the engines started so far.
	m := &referee{cfg: &cfg}
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer func() {
		signal.Stop(sig)
		close(sig)
	}()
	stopping := make(chan struct{})
	go func() {
		if s, ok := <-sig; ok {
			close(stopping)
			m.close()
			fmt.Fprintf(stderr, "livingstones match: %v: engines stopped\n", s)
			os.Exit(1)
		}
	}()
	defer m.close()
	err = m.start(stderr)
	if err == nil {
		err = m.play(stdout)
	}
	select {
	case <-stopping:
		// The engines failed because the signal stopped them: the
		// handler says so and exits.
		select {}
	default:
	}
	return err
}

// referee holds the two engines of a match.
type referee struct {
	mu     sync.Mutex // guards eng while the engines start, and closed
	closed bool
	cfg    *matchConfig
	eng    [3]*gtpClient // indexed by Color
	names  [3]string
	ext    [3]gtpExtension // what each engine speaks of this command's extension
	wins   [3]int
}

// gtpExtension is what an engine speaks of the extension for virtual
// moves, asked with known_command when it starts.
type gtpExtension struct {
	genmove bool // livingstones-genmove: it may answer virtual
	virtual bool // livingstones-virtual: it can be told of a virtual move
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

// start starts the engines and asks their names. A referee closed
// meanwhile (by a signal) closes each engine as it starts.
func (m *referee) start(stderr io.Writer) error {
	cfg := m.cfg
	stderr = &lockedWriter{w: stderr}
	for _, c := range []ls.Color{ls.White, ls.Black} {
		cmd := cfg.white
		if c == ls.Black {
			cmd = cfg.black
		}
		e, err := startEngineLimited(cmd, stderr, cfg.timeout, cfg.answer)
		if err != nil {
			return fmt.Errorf("%s engine: %w", c.Name(), err)
		}
		m.mu.Lock()
		m.eng[c] = e
		closed := m.closed
		m.mu.Unlock()
		if closed {
			e.close()
			return errors.New("the match was stopped while its engines started")
		}
		name, err := e.send("name")
		if err != nil {
			return fmt.Errorf("%s engine: %w", c.Name(), err)
		}
		if v, err := e.send("version"); err == nil && v != "" {
			name += " " + v
		}
		m.names[c] = name
		if m.ext[c].genmove, err = knows(e, "livingstones-genmove"); err != nil {
			return fmt.Errorf("%s engine: %w", c.Name(), err)
		}
		if m.ext[c].virtual, err = knows(e, "livingstones-virtual"); err != nil {
			return fmt.Errorf("%s engine: %w", c.Name(), err)
		}
	}
	return nil
}

// knows asks the engine known_command for a command. An engine that
// refuses known_command knows none; one that fails to answer is an
// error.
func knows(e *gtpClient, command string) (bool, error) {
	ans, err := e.send("known_command " + command)
	if errors.Is(err, errEngineRefused) {
		return false, nil
	}
	return ans == "true", err
}

func (m *referee) close() {
	m.mu.Lock()
	m.closed = true
	eng := m.eng
	m.mu.Unlock()
	for _, e := range eng {
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
	if err := m.newGame(); err != nil {
		return nil, err
	}
	p, err := ls.NewPosition(m.cfg.size)
	if err != nil {
		return nil, err
	}
	gm := &matchGame{ref: m, cfg: m.cfg, p: p, log: gameLog{moves: map[int][]string{}}, out: gameOutcome{game: g}}
	for over := false; !over; {
		if over, err = gm.step(); err != nil {
			return nil, err
		}
	}
	if err := gm.finish(); err != nil {
		return nil, err
	}
	rec := gm.record()
	if err := checkReplay(rec, gm.p); err != nil {
		return nil, err
	}
	if m.cfg.sgfDir != "" {
		if gm.out.sgfPath, err = writeRecordFile(m.cfg.sgfDir, g, rec); err != nil {
			return nil, err
		}
	}
	return &gm.out, nil
}

// newGame sets both engines up for a new game.
func (m *referee) newGame() error {
	cfg := m.cfg
	for _, c := range []ls.Color{ls.White, ls.Black} {
		for _, cmd := range []string{fmt.Sprintf("boardsize %d", cfg.size), "clear_board", "komi " + gtpKomi(cfg.rules.Komi)} {
			if _, err := m.eng[c].send(cmd); err != nil {
				return fmt.Errorf("%s engine: %w", c.Name(), err)
			}
		}
	}
	return nil
}

// matchGame is one game of a match while the referee plays it.
type matchGame struct {
	ref           *referee
	cfg           *matchConfig
	p             ls.Position
	log           gameLog
	out           gameOutcome
	dead          []ls.Point // the dead stones it was counted with
	disagreements int        // pauses without agreement on the dead stones
	relayedAsPass [3]bool    // by Color: a virtual move of its was relayed as a pass
}

// step plays the game on to its next move: it settles a pause or resumes
// play, stops a game that has gone on too long, or has one move played.
// It reports whether the game is over.
func (gm *matchGame) step() (bool, error) {
	switch gm.p.Phase() {
	case ls.Ended:
		return true, nil
	case ls.Paused:
		if over, err := gm.pause(); over || err != nil {
			return over, err
		}
	}
	if gm.p.Turn() >= gm.cfg.maxTurns {
		return false, gm.stopLongGame()
	}
	return gm.move(), nil
}

// pause settles a pause: the game is counted with the dead stones both
// engines give, or, after too many pauses without agreement, with the
// analysis's; otherwise play resumes. It reports whether the game is over.
func (gm *matchGame) pause() (bool, error) {
	cfg := gm.cfg
	agreed, note := gm.ref.agreeDead(gm.p)
	if agreed != nil {
		c, err := countGame(gm.p, agreed, cfg.rules)
		switch {
		case err == nil:
			gm.log.note(gm.p, "pause: both engines give the dead stones %s; counted", listOrNone(agreed, cfg.size))
			gm.dead, gm.out.count, gm.out.how = agreed, c, "agreement"
			return true, nil
		case isCountingBug(err):
			return false, err
		}
		note = fmt.Sprintf("both engines give the dead stones %s, but the rules reject that settlement: %v", listOrNone(agreed, cfg.size), err)
	}
	gm.disagreements++
	if gm.disagreements >= cfg.maxDisagreements {
		return true, gm.settleByAnalysis(note)
	}
	gm.log.note(gm.p, "pause %d: %s; play resumes", gm.disagreements, note)
	p, err := gm.p.Resume()
	if err != nil {
		return false, err
	}
	gm.p = p
	return false, nil
}

// settleByAnalysis ends a game whose engines do not agree on the dead
// stones: it is counted with the analysis's settlement, or void when the
// analysis cannot settle it either. note says why the engines disagree.
func (gm *matchGame) settleByAnalysis(note string) error {
	cfg, n := gm.cfg, gm.disagreements
	st, err := statusOf(gm.p)
	var c *gameCount
	if err == nil {
		c, err = countWith(gm.p, st.set, cfg.rules)
	}
	if isCountingBug(err) {
		return err
	}
	if err != nil {
		gm.log.note(gm.p, "pause %d: %s; the analysis cannot settle the position either (%v): no result", n, note, err)
		gm.out.result, gm.out.how = "Void", "void: no agreement on the dead stones and no settlement from the analysis"
		return nil
	}
	gm.log.note(gm.p, "pause %d: %s; after %d pauses without agreement the referee counts with the analysis's dead stones %s",
		n, note, n, listOrNone(st.dead, cfg.size))
	gm.dead, gm.out.count, gm.out.how = st.dead, c, fmt.Sprintf("referee's settlement after %d disagreements", n)
	return nil
}

// stopLongGame passes for both sides until the game pauses, and leaves
// one disagreement to go: if the engines do not agree on the dead stones
// at this pause, the referee counts.
func (gm *matchGame) stopLongGame() error {
	gm.log.note(gm.p, "the referee stops the game after %d turns: both sides pass", gm.p.Turn())
	for gm.p.Phase() == ls.Playing {
		p, err := gm.p.Play(ls.Pass)
		if err != nil {
			return err
		}
		gm.p = p
	}
	gm.disagreements = gm.cfg.maxDisagreements - 1
	return nil
}

// move asks the engine to move for its move, checks it against the rules
// and relays it to the other engine. An engine that fails to answer or
// answers with an illegal move forfeits; a move the other engine refuses
// voids the game. It reports whether the game is over.
func (gm *matchGame) move() bool {
	size := gm.cfg.size
	c := gm.p.ToMove()
	genmove := "genmove "
	if gm.ref.ext[c].genmove {
		genmove = "livingstones-genmove " // it may answer virtual
	}
	ans, err := gm.ref.eng[c].send(genmove + c.Name())
	if err != nil {
		gm.forfeit(c, "%v", err)
		return true
	}
	mv, err := parseEngineMove(ans, size)
	if err != nil {
		gm.forfeit(c, "it answered genmove with %q: %v", ans, err)
		return true
	}
	q, err := gm.p.PlayAs(c, mv)
	if err != nil {
		gm.forfeit(c, "its move %s (%v) is illegal: %s", ans, mv, reason(err))
		return true
	}
	gm.p = q
	if mv == ls.Resign {
		gm.out.winner, gm.out.how = c.Opponent(), c.Name()+" resigns"
		return true
	}
	// The move relayed is the referee's reading of the answer, never the
	// engine's text (issue 22: "paſs" reads as a pass, and relayed raw
	// the other engine refuses it).
	vertex := mv.String()
	if pt, ok := mv.Point(); ok {
		vertex = ls.GTP.Encode(pt, size)
	}
	relay := "play " + c.Name() + " " + vertex
	if mv == ls.VirtualMove {
		if gm.ref.ext[c.Opponent()].virtual {
			relay = "livingstones-virtual " + c.Name()
		} else {
			// GTP has no vertex for a virtual move: the nearest is a
			// pass, which changes no stone either. The referee's game
			// has the virtual move, so a pass answering it pauses
			// nothing.
			relay = "play " + c.Name() + " pass"
			if !gm.relayedAsPass[c] {
				gm.relayedAsPass[c] = true
				gm.log.note(gm.p, "the virtual move is relayed to the %s engine as a pass, as are %s's virtual moves after it", c.Opponent().Name(), c.Name())
			}
		}
	}
	if _, err := gm.ref.eng[c.Opponent()].send(relay); err != nil {
		gm.log.note(gm.p, "the %s engine refuses this move, legal under these rules: %v", c.Opponent().Name(), err)
		gm.out.result, gm.out.how = "Void", "void: the engines disagree on a move's legality"
		return true
	}
	return false
}

// forfeit ends the game lost by c, saying why in the record.
func (gm *matchGame) forfeit(c ls.Color, format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	gm.log.note(gm.p, "%s loses: %s", strings.ToUpper(c.Name()[:1])+c.Name()[1:], msg)
	gm.out.winner = c.Opponent()
	gm.out.result = c.Opponent().String() + "+F"
	gm.out.how = c.Name() + " forfeits (" + msg + ")"
}

// finish gives the game over its result: a natural end is counted, a
// counted pause agreed to, a resignation scored as one.
func (gm *matchGame) finish() error {
	out := &gm.out
	out.turns = gm.p.Turn()
	if gm.p.Phase() == ls.Ended && gm.p.EndReason() == ls.NaturalEnd {
		c, err := countGame(gm.p, nil, gm.cfg.rules)
		if err != nil {
			return fmt.Errorf("counting the natural end: %w", err)
		}
		out.count, out.how = c, "natural end (four virtual moves)"
	}
	if out.count != nil {
		out.result, out.winner = out.count.result, out.count.winner
		if gm.p.Phase() == ls.Paused {
			p, err := gm.p.Agree()
			if err != nil {
				return err
			}
			gm.p = p
		}
	}
	if out.result == "" && gm.p.EndReason() == ls.Resignation {
		out.result = gm.p.Winner().String() + "+R"
	}
	return nil
}

// record is the finished game's record, with the referee's notes as
// comments.
func (gm *matchGame) record() *ls.Record {
	cfg := gm.cfg
	rec := ls.NewRecord(gm.p)
	rec.Result = gm.out.result
	rec.Rules = rulesName(cfg.rules)
	rec.Komi, rec.HasKomi = recordKomi(cfg.rules.Komi), true
	rec.WhitePlayer, rec.BlackPlayer = gm.ref.names[ls.White], gm.ref.names[ls.Black]
	rec.GameName = fmt.Sprintf("livingstones match, game %d", gm.out.game)
	rec.Dead = gm.dead
	rec.Comment = strings.Join(gm.log.root, "\n")
	for k, notes := range gm.log.moves {
		if k < len(rec.Moves) {
			rec.Moves[k].Comment = strings.Join(notes, "\n")
		}
	}
	return rec
}

// maxRecordNames is how many names writeRecordFile tries for one game.
const maxRecordNames = 100

// writeRecordFile writes rec as SGF to a new file in dir, game-NNN.sgf
// for game g, or game-NNN-2.sgf and so on when that name is taken, and
// returns its path. It never opens a file that exists: not a record of
// an earlier match, nor a symbolic link, nor a FIFO (O_EXCL); after
// maxRecordNames taken names it refuses.
func writeRecordFile(dir string, g int, rec *ls.Record) (string, error) {
	for k := 1; k <= maxRecordNames; k++ {
		name := fmt.Sprintf("game-%03d.sgf", g)
		if k > 1 {
			name = fmt.Sprintf("game-%03d-%d.sgf", g, k)
		}
		path := filepath.Join(dir, name)
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL|syscall.O_NOFOLLOW, 0o644)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", err
		}
		if err := rec.WriteSGF(f); err != nil {
			f.Close()
			return "", fmt.Errorf("%s: %w", path, err)
		}
		return path, f.Close()
	}
	return "", fmt.Errorf("%s: game-%03d.sgf and %d more names are taken; the record is not written", dir, g, maxRecordNames-1)
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
	if q.Turn() != moveCount(p) || fmt.Sprint(a.Board, a.Moves, a.Prisoners) != fmt.Sprint(b.Board, b.Moves, b.Prisoners) {
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

// sortBoardOrder sorts pts into the library's board order.
func sortBoardOrder(pts []ls.Point) { slices.SortFunc(pts, ls.Point.Compare) }

func listOrNone(pts []ls.Point, size int) string {
	if len(pts) == 0 {
		return "(none)"
	}
	return gtpVertices(pts, size)
}

// parseEngineMove reads an engine's answer to genmove: a vertex, pass,
// resign, or (for engines that speak the extension) virtual.
func parseEngineMove(s string, size int) (ls.Move, error) {
	return ls.DecodeMove(ls.GTP, strings.TrimSpace(s), size)
}
