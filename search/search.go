// Package search is a Monte-Carlo tree search player for the
// Counting-Living-Stones rules, over the library's mutable [ls.Game].
//
// A [Searcher] chooses a move for the side to move of a Game by UCT with
// RAVE (all-moves-as-first values, mixed into each move's value while it
// has few visits of its own) and a prior from the shape of the move:
// captures and escapes from atari first, self-ataris last. Its playouts
// are the Game's ([ls.Game.PlayoutWith] with [Options.Policy], by default
// [ls.PatternPolicy]): real moves that fill no own eye, answer an atari,
// are no self-atari and play MoGo's shapes next to the last move, else
// random, a virtual move when no such move is left, played to the
// natural end (four virtual moves in a row), where every stone on the
// board is alive. A playout is won by the side the rules' count names,
// the last position counted as a settled game is, not as a natural end:
// each side's stones and the empty points only it touches, less two
// basic eyes a group (the extra eyes the playout's fill left are roads
// a player would have filled), compared with the komi by
// [ls.Rules.Winner]. The tree holds no pass: the searcher passes only
// after the opponent's pass and when the count of the paused game, dead
// stones as [ls.ProposeSettlement] proposes, gives it the game.
//
// The tree lives in one slice of nodes (no per-node maps) and is kept from
// one move to the next: when the next game extends the last one searched,
// the subtree of the moves played since is the new tree. A budget of
// playouts, of work in playout turns (Options.Turns), of time, or the
// caller's context ends a search; several goroutines share one tree, each
// with its own Game, a visit counting as a loss until its playout comes
// back (a virtual loss). With one goroutine and a playout or turn budget
// a search is deterministic: the same seed, game and options give the
// same move.
//
// A Searcher never changes the caller's Game: it plays on its own copies.
package search

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"sync"
	"time"

	ls "github.com/jihuozi/livingstones"
)

// Options are a Searcher's settings. The zero value searches 10,000
// playouts on one goroutine. A search ends at the first of its budgets
// (Playouts, Turns, Time) it reaches.
type Options struct {
	// Playouts is the most playouts of one search; 0 means no limit but
	// the others (and 10,000 when Turns and Time are 0 too).
	Playouts int
	// Time is the longest one search runs; 0 means no limit but the
	// others.
	Time time.Duration
	// Threads is the number of goroutines that search; 0 means 1.
	Threads int
	// Seed seeds the playouts' random generators.
	Seed uint64
	// MaxNodes bounds the tree (32 bytes a node); 0 means 1<<20 nodes.
	// A full tree stops growing, and its leaves go on being played out.
	MaxNodes int
	// Turns is the most turns one search plays, a budget of work that
	// costs about the same time in any position: each playout counts the
	// turns it played plus TreeTurns for its walk through the tree. A
	// playout from the 9×9 opening plays about twice the turns of one
	// from the endgame; a playout budget leaves the endgame's time
	// unused, a turn budget spends it on more playouts and keeps the
	// search deterministic. 0 means no such limit.
	Turns int
	// Policy plays the playouts; the zero value is ls.PatternPolicy, the
	// strongest. ls.UniformPolicy plays about twice as many a second
	// (BenchmarkSearch) and is weaker.
	Policy ls.PlayoutPolicy
}

// TreeTurns is the work of a playout's walk through the tree (descent,
// expansion, backup, copying the game) in playout turns, for
// Options.Turns: on 9×9 a playout costs about 12.8 µs of CPU beyond
// 0.18 µs a turn it plays (fitted to 30,000-playout searches of two
// games, from the opening to the endgame), 70 turns' worth.
const TreeTurns = 70

// DefaultPlayouts is the playout budget of Options with no budget: no
// Playouts, Turns or Time.
const DefaultPlayouts = 10_000

// Result is what a search found.
type Result struct {
	// Move is the move chosen: a real move, VirtualMove, or Pass (only
	// after the opponent's pass, when the count gives the game).
	Move ls.Move
	// WinRate is the chosen move's share of won playouts, for the side
	// to move, or the count's verdict (1 or 0) for a pass.
	WinRate float64
	// Playouts is the number of playouts this search played.
	Playouts int
	// Turns is the work of those playouts, counted as Options.Turns.
	Turns int
	// Visits is the chosen move's number of visits, those of earlier
	// searches kept in the tree included.
	Visits int
	// Nodes is the number of nodes in the tree at the end.
	Nodes int
}

// ErrGameOver is Genmove's error for a game that has ended.
var ErrGameOver = errors.New("search: the game is over")

// Searcher searches moves for games under one set of rules. It is not
// safe for concurrent use (a search uses its own goroutines).
type Searcher struct {
	rules  ls.Rules
	opts   Options
	policy ls.PlayoutPolicy // the playouts' (Options.Policy)
	rng    *rand.Rand
	// first is the side that moved first in the game searched, which
	// gives the komi (ls.Final.First), set by Genmove.
	first ls.Color

	mu    sync.Mutex
	nodes []node
	spare []node // the other buffer, for compacting a reused subtree

	// The root's game: its turn and hash tell whether a later game
	// extends it.
	rootGame  ls.Game
	haveRoot  bool
	rootTurn  int
	rootHash  uint64
	rootColor ls.Color

	workers []*worker
	scratch ls.Game
	moves   []ls.Move
}

// node is one move of the tree. Its statistics are for the side that
// played move; its children are nodes[first : first+n].
type node struct {
	move  ls.Move
	first int32
	n     int32
	// expanded is 1 once the children are made.
	expanded int32
	visits   float32
	wins     float32
	amafN    float32
	amafW    float32
}

// worker is one goroutine's state.
type worker struct {
	base  ls.Game // the root's game, and the tree's moves of a simulation
	g     ls.Game // the playout's game, a copy of base
	rng   *rand.Rand
	path  []int32
	moves []played
	turns []ls.Played // the playout's turns
	first []ls.Color  // the side that played first at each point in the playout, or Empty
	mark  []uint32    // points stamped gen: moves of the tree part
	gen   uint32
	board boardInfo
	buf   []ls.Move
	count endCount // the count of the playout's last position

	// Ladder reading (ladder.go): the game read on, the marks of a
	// chain's stones and liberties (generation ladderGen), and buffers.
	ladder                                ls.Game
	ladderMark                            []uint32
	ladderGen                             uint32
	ladderStones, ladderChain, ladderLibs []ls.Point
}

// played is a move of the tree part of one simulation.
type played struct {
	at    int // board index, or -1
	color ls.Color
}

// New returns a Searcher for games counted under r.
func New(r ls.Rules, o Options) (*Searcher, error) {
	switch {
	case o.Playouts < 0:
		return nil, fmt.Errorf("search: Options.Playouts %d is negative", o.Playouts)
	case o.Time < 0:
		return nil, fmt.Errorf("search: Options.Time %v is negative", o.Time)
	case o.Threads < 0 || o.Threads > 1024:
		return nil, fmt.Errorf("search: Options.Threads %d: want 0..1024", o.Threads)
	case o.Turns < 0:
		return nil, fmt.Errorf("search: Options.Turns %d is negative", o.Turns)
	case o.MaxNodes < 0:
		return nil, fmt.Errorf("search: Options.MaxNodes %d is negative", o.MaxNodes)
	case o.Policy > ls.UniformPolicy:
		return nil, fmt.Errorf("search: Options.Policy: unknown %v", o.Policy)
	case r.Komi < -ls.MaxKomi || r.Komi > ls.MaxKomi:
		return nil, fmt.Errorf("search: komi %d is beyond ±%d", r.Komi, ls.MaxKomi)
	case r.Version != ls.Law && r.Version != ls.Art:
		return nil, fmt.Errorf("search: unknown rules version %v", r.Version)
	}
	if o.Threads == 0 {
		o.Threads = 1
	}
	if o.MaxNodes == 0 {
		o.MaxNodes = 1 << 20
	}
	if o.MaxNodes < 2 {
		o.MaxNodes = 2
	}
	o.defaultBudget()
	s := &Searcher{rules: r, opts: o, policy: o.Policy, rng: rand.New(rand.NewPCG(o.Seed, 0x736561726368))} // "search"
	for i := 0; i < o.Threads; i++ {
		s.workers = append(s.workers, &worker{rng: rand.New(rand.NewPCG(o.Seed, uint64(i)))})
	}
	return s, nil
}

// Rules returns the rules the Searcher counts by.
func (s *Searcher) Rules() ls.Rules { return s.rules }

// Options returns the Searcher's options, with their defaults filled in.
func (s *Searcher) Options() Options { return s.opts }

// SetBudget changes the playout and time budget of the searches to come
// (as Options.Playouts and Options.Time; with Options.Turns, all
// 0 means DefaultPlayouts).
func (s *Searcher) SetBudget(playouts int, d time.Duration) {
	s.opts.Playouts, s.opts.Time = max(playouts, 0), max(d, 0)
	s.opts.defaultBudget()
}

// SetTurns changes the turn budget of the searches to come (as
// Options.Turns).
func (s *Searcher) SetTurns(n int) {
	s.opts.Turns = max(n, 0)
	s.opts.defaultBudget()
}

// defaultBudget gives o DefaultPlayouts when it has no budget.
func (o *Options) defaultBudget() {
	if o.Playouts == 0 && o.Turns == 0 && o.Time == 0 {
		o.Playouts = DefaultPlayouts
	}
}

// Reset drops the tree: the next search starts afresh.
func (s *Searcher) Reset() {
	s.nodes = s.nodes[:0]
	s.haveRoot = false
}

// Genmove searches the game g for its side to move and returns the move
// it chooses, without playing it: g is left as it was. A paused game is
// searched as resumed. It stops at the budget or when ctx is done (a
// search stopped before its first playout chooses by the prior alone).
func (s *Searcher) Genmove(ctx context.Context, g *ls.Game) (Result, error) {
	if g == nil {
		return Result{}, errors.New("search: Genmove of a nil Game")
	}
	switch g.Phase() {
	case ls.Ended:
		return Result{}, fmt.Errorf("%w (%v)", ErrGameOver, g.EndReason())
	}
	me := g.ToMove()
	s.first = g.Final().First
	if res, ok := s.passIfWon(g, me); ok {
		return res, nil
	}
	s.setRoot(g)
	n, turns := s.run(ctx)
	res := s.best()
	res.Playouts, res.Turns = n, turns
	res.Nodes = len(s.nodes)
	return res, nil
}

// passIfWon reports a pass when the opponent's last turn was a pass and
// the count of the game paused there, with the dead stones
// ls.ProposeSettlement proposes, gives the game to me.
func (s *Searcher) passIfWon(g *ls.Game, me ls.Color) (Result, bool) {
	if m, _ := g.LastMove(); m != ls.Pass || g.Phase() != ls.Playing {
		return Result{}, false
	}
	sc := &s.scratch
	sc.CopyFrom(g)
	if sc.Play(ls.Pass) != nil || sc.Phase() != ls.Paused {
		return Result{}, false
	}
	if s.countWinner(sc.Final()) != me {
		return Result{}, false
	}
	return Result{Move: ls.Pass, WinRate: 1}, true
}

// countWinner counts a stopped game, dead stones as ls.ProposeSettlement
// proposes, and returns the winner, or Empty when it cannot be counted.
func (s *Searcher) countWinner(f *ls.Final) ls.Color {
	set, err := ls.ProposeSettlement(f)
	if err != nil {
		return ls.Empty
	}
	rep, err := ls.Count(f, set, s.rules)
	if err != nil {
		return ls.Empty
	}
	return rep.Winner
}

// playoutWinner is the winner of w's playout, which ended at the natural
// end (or at the turn limit, counted the same): every stone on the board
// is alive, and the position is counted as a settled game is (count.go),
// each side's stones and area less its groups' basic eyes, less the art
// version's extra moves; the komi is applied by the rules
// (ls.Rules.Winner), the one place it is, for the side that moved first.
func (s *Searcher) playoutWinner(w *worker) ls.Color {
	g := &w.g
	margin := w.count.margin(g)
	if s.rules.Version == ls.Art {
		margin -= g.Tally(ls.Black).BeforePause - g.Tally(ls.White).BeforePause
	}
	return s.rules.Winner(ls.Whole(margin), s.first)
}

// setRoot makes g's position the root: the subtree of the last root when
// g extends the game last searched by moves in the tree, else a new tree.
func (s *Searcher) setRoot(g *ls.Game) {
	reused := false
	if s.haveRoot && len(s.nodes) > 0 && g.Turn() >= s.rootTurn {
		sc := &s.scratch
		sc.CopyFrom(g)
		s.moves = s.moves[:0]
		ok := true
		for sc.Turn() > s.rootTurn {
			m, _ := sc.LastMove()
			s.moves = append(s.moves, m)
			if !sc.Undo() {
				ok = false
				break
			}
		}
		if ok && sc.Turn() == s.rootTurn && sc.Hash() == s.rootHash && sc.ToMove() == s.rootColor {
			idx := int32(0)
			for k := len(s.moves) - 1; k >= 0 && idx >= 0; k-- {
				idx = s.child(idx, s.moves[k])
			}
			if idx >= 0 {
				s.compact(idx)
				reused = true
			}
		}
	}
	if !reused {
		s.nodes = append(s.nodes[:0], node{move: ls.NoMove})
	}
	s.rootGame.CopyFrom(g)
	if s.rootGame.Phase() == ls.Paused {
		s.rootGame.Resume()
	}
	s.haveRoot = true
	s.rootTurn, s.rootHash, s.rootColor = g.Turn(), g.Hash(), g.ToMove()
	if s.nodes[0].expanded == 0 {
		w := s.workers[0]
		w.base.CopyFrom(&s.rootGame)
		s.expand(w, 0)
	}
}

// child returns the index of parent's child for move m, or -1.
func (s *Searcher) child(parent int32, m ls.Move) int32 {
	nd := &s.nodes[parent]
	if nd.expanded == 0 {
		return -1
	}
	for i := nd.first; i < nd.first+nd.n; i++ {
		if s.nodes[i].move == m {
			return i
		}
	}
	return -1
}

// compact makes the subtree of node idx the whole tree, copied breadth
// first into the spare buffer, which becomes the tree.
func (s *Searcher) compact(idx int32) {
	dst := append(s.spare[:0], s.nodes[idx])
	for k := 0; k < len(dst); k++ {
		nd := &dst[k]
		if nd.expanded == 0 || nd.n == 0 {
			continue
		}
		first := int32(len(dst))
		dst = append(dst, s.nodes[nd.first:nd.first+nd.n]...)
		dst[k].first = first
	}
	s.spare, s.nodes = s.nodes, dst
}

// run plays the search's playouts and returns how many it played and
// their work in turns (Options.Turns).
func (s *Searcher) run(ctx context.Context) (int, int) {
	var deadline time.Time
	if s.opts.Time > 0 {
		deadline = time.Now().Add(s.opts.Time)
	}
	budget, turnBudget := s.opts.Playouts, s.opts.Turns
	started, finished, turns := 0, 0, 0
	stop := func() bool {
		if budget > 0 && started >= budget || turnBudget > 0 && turns >= turnBudget {
			return true
		}
		if ctx.Err() != nil {
			return true
		}
		// The clock is read every 64 playouts: it costs a system call on
		// some machines.
		return !deadline.IsZero() && started%64 == 0 && time.Now().After(deadline)
	}
	var wg sync.WaitGroup
	for _, w := range s.workers {
		w.base.CopyFrom(&s.rootGame)
		wg.Add(1)
		go func() {
			defer wg.Done()
			start := w.base.Turn()
			for {
				s.mu.Lock()
				if stop() {
					s.mu.Unlock()
					return
				}
				started++
				s.descend(w)
				s.mu.Unlock()
				// The playout is played on a copy: undoing it would
				// rebuild the chains its captures broke, and a copy's
				// first real move would file the history's patterns
				// again, which the tree's moves on w.base do not.
				w.g.CopyFrom(&w.base)
				n := w.g.PlayoutWith(w.rng, 0, s.policy)
				winner := s.playoutWinner(w)
				w.readPlayout()
				s.mu.Lock()
				s.backup(w, winner)
				finished++
				turns += n + TreeTurns
				s.mu.Unlock()
				w.base.UndoTo(start)
				if w.base.Phase() == ls.Paused {
					w.base.Resume()
				}
			}
		}()
	}
	wg.Wait()
	return finished, turns
}

// descend walks from the root to a leaf by the selection rule, playing
// the moves on w's game and counting each visit at once (the virtual loss
// of the other goroutines), and expands the leaf when it has been visited
// before.
func (s *Searcher) descend(w *worker) {
	w.path = append(w.path[:0], 0)
	w.moves = w.moves[:0]
	s.nodes[0].visits++
	idx := int32(0)
	size := w.base.Size()
	for {
		nd := &s.nodes[idx]
		if nd.expanded == 0 {
			if nd.visits > priorVisits+expandAfter && len(s.nodes)+size*size+1 <= s.opts.MaxNodes {
				s.expand(w, idx)
			} else {
				return
			}
			nd = &s.nodes[idx]
		}
		if nd.n == 0 {
			return
		}
		c := s.selectChild(idx)
		ch := &s.nodes[c]
		color := w.base.ToMove()
		if w.base.Play(ch.move) != nil {
			// Cannot happen: children are the legal moves of their
			// position. Treat the node as a leaf.
			return
		}
		ch.visits++
		w.path = append(w.path, c)
		at := -1
		if pt, ok := ch.move.Point(); ok {
			at = pt.Y*size + pt.X
		}
		w.moves = append(w.moves, played{at, color})
		idx = c
		if w.base.Phase() != ls.Playing {
			return
		}
	}
}

// The selection rule's constants: the RAVE bias (a move's own value takes
// over from its all-moves-as-first value as visits grow) and the UCT
// exploration weight.
const (
	raveBias   = 1.0 / 3000
	exploreUCT = 0.2
)

// selectChild returns the child of parent with the best value:
// the move's value mixed with its RAVE value, plus an exploration term.
func (s *Searcher) selectChild(parent int32) int32 {
	p := &s.nodes[parent]
	logN := float32(math.Log(float64(p.visits + 1)))
	best, bestV := p.first, float32(-1)
	for i := p.first; i < p.first+p.n; i++ {
		ch := &s.nodes[i]
		q := ch.wins / ch.visits
		v := q
		if ch.amafN > 0 {
			beta := ch.amafN / (ch.amafN + ch.visits + ch.amafN*ch.visits*raveBias)
			v = (1-beta)*q + beta*ch.amafW/ch.amafN
		}
		v += exploreUCT * float32(math.Sqrt(float64(logN/ch.visits)))
		if v > bestV {
			best, bestV = i, v
		}
	}
	return best
}

// backup adds the playout's result to the nodes of w's path, and the
// all-moves-as-first results to their siblings: a child of a node on the
// path is credited when its side played its point later in the
// simulation (in the tree, or first in the playout), and a virtual move
// always (a playout ends with four).
func (s *Searcher) backup(w *worker, winner ls.Color) {
	size := w.g.Size()
	for k, idx := range w.path {
		nd := &s.nodes[idx]
		if k > 0 && w.moves[k-1].color == winner {
			nd.wins++
		}
		if nd.expanded == 0 || nd.n == 0 {
			continue
		}
		// The side to move at this node is the color of the next tree
		// move, else the other side of this node's move.
		var c ls.Color
		switch {
		case k < len(w.moves):
			c = w.moves[k].color
		case k > 0:
			c = w.moves[k-1].color.Opponent()
		default:
			continue
		}
		win := float32(0)
		if c == winner {
			win = 1
		}
		// Mark the points c played after this node in the tree.
		w.gen++
		for j := k; j < len(w.moves); j++ {
			if m := w.moves[j]; m.color == c && m.at >= 0 {
				w.mark[m.at] = w.gen
			}
		}
		for i := nd.first; i < nd.first+nd.n; i++ {
			ch := &s.nodes[i]
			pt, ok := ch.move.Point()
			if !ok {
				// Every playout ends with virtual moves of both sides:
				// the virtual move is credited with every result, so its
				// value is mixed as the real moves' are. Kept out, its
				// own few results outranked every real move of a lost
				// position, whose all-moves-as-first values are low.
				if ch.move == ls.VirtualMove {
					ch.amafN++
					ch.amafW += win
				}
				continue
			}
			if at := pt.Y*size + pt.X; w.first[at] == c || w.mark[at] == w.gen {
				ch.amafN++
				ch.amafW += win
			}
		}
	}
}

// readPlayout reads the playout of w.g, played from w.base: the side
// that first played at each point (w.first).
func (w *worker) readPlayout() {
	size := w.g.Size()
	if cap(w.first) < size*size {
		w.first = make([]ls.Color, size*size)
	}
	w.first = w.first[:size*size]
	clear(w.first)
	w.turns = w.g.AppendTurns(w.turns[:0], w.base.Turn())
	for _, t := range w.turns {
		if pt, ok := t.Move.Point(); ok {
			if at := pt.Y*size + pt.X; w.first[at] == ls.Empty {
				w.first[at] = t.Color
			}
		}
	}
	if len(w.mark) < size*size {
		w.mark = make([]uint32, size*size)
	}
}

// best returns the root's most visited child.
func (s *Searcher) best() Result {
	root := &s.nodes[0]
	if root.n == 0 {
		return Result{Move: ls.VirtualMove, WinRate: 0}
	}
	bi := root.first
	for i := root.first; i < root.first+root.n; i++ {
		if s.nodes[i].visits > s.nodes[bi].visits {
			bi = i
		}
	}
	b := &s.nodes[bi]
	return Result{Move: b.move, WinRate: float64(b.wins / b.visits), Visits: int(b.visits - priorVisits)}
}
