package main

import (
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	ls "github.com/jihuozi/livingstones"
)

// This file is the one place the CLI's GTP engine, match referee and
// diagram command reach the counting code (Settlement, Analyze, Count).

// isCountingBug reports an error of counting that no game can cause: the
// methods disagreeing (the rules prove they agree). The referee stops the
// match on it rather than voiding a game.
func isCountingBug(err error) bool { return errors.Is(err, ls.ErrMethodsDisagree) }

// statusLists are the stones final_status_list reports, in board order.
type statusLists struct {
	alive, dead, seki []ls.Point
}

// statusOf settles a stopped game and sorts the stones on the board into
// alive, dead and seki. It proposes two settlements and takes the first
// the analysis accepts (a stable ideal final position):
//  1. by playouts: the chains that 200 random playouts from the position
//     (ls.Ownership, seeded by the position's hash, so the answer is
//     always the same) give to the other side on average by more than 0.3;
//  2. by the library's proposal (ls.ProposeSettlement: Benson's
//     pass-alive analysis, its own playouts and the stability check).
//
// When neither settles the position (a group with one eye left, say), the
// error of the second is returned.
func statusOf(p ls.Position) (*statusLists, error) {
	return settleStatus(p, ls.Ownership(p, ownershipPlayouts, ownershipRand(p.Hash())))
}

// statusOfGame is statusOf for p, the Position of g. The estimate is the
// same either way; its cost is not: ls.Ownership copies the game's history
// for each playout (about 40 ms plus 3 ms per 1,000 turns for 200
// playouts on 19×19), while Game.Ownership undoes each playout on g
// instead (150–250 ms at any length), which is cheaper beyond
// gameOwnershipTurns. So the time stays bounded at any length.
func statusOfGame(g *ls.Game, p ls.Position) (*statusLists, error) {
	if g.Turn() < gameOwnershipTurns {
		return statusOf(p)
	}
	return settleStatus(p, g.Ownership(ownershipPlayouts, ownershipRand(g.Hash())))
}

// gameOwnershipTurns is the game length from which statusOfGame plays its
// playouts on the Game (BenchmarkGTPFinalScore).
const gameOwnershipTurns = 50_000

// ownershipPlayouts is the number of playouts of statusOf's estimate.
const ownershipPlayouts = 200

// ownershipRand is the generator of statusOf's playouts, seeded by the
// position's hash so that the answer is always the same.
func ownershipRand(hash uint64) *rand.Rand { return rand.New(rand.NewPCG(hash, 0x6f776e)) }

// settleStatus is statusOf with the ownership estimate own.
func settleStatus(p ls.Position, own []float64) (*statusLists, error) {
	f := p.Final()
	a, err := ls.Analyze(f, ownershipSettlement(p, own))
	if err != nil {
		set, perr := ls.ProposeSettlement(f)
		if perr != nil {
			return nil, perr
		}
		if a, err = ls.Analyze(f, set); err != nil {
			return nil, err
		}
	}
	return sortStatus(a), nil
}

// statusWith sorts the stones of p settled with s (the dead stones of a
// record) into alive, dead and seki.
func statusWith(p ls.Position, s ls.Settlement) (*statusLists, error) {
	f := p.Final()
	if f.NaturalEnd {
		s = ls.Settlement{}
	}
	a, err := ls.Analyze(f, s)
	if err != nil {
		return nil, err
	}
	return sortStatus(a), nil
}

// sortStatus sorts the stones of a settled position.
func sortStatus(a *ls.Analysis) *statusLists {
	st := &statusLists{dead: a.Dead()}
	for _, g := range a.Groups() {
		if g.Seki {
			st.seki = append(st.seki, g.Stones...)
		} else {
			st.alive = append(st.alive, g.Stones...)
		}
	}
	sortBoardOrder(st.seki)
	sortBoardOrder(st.alive)
	return st
}

// ownershipSettlement proposes as dead the chains whose mean ownership
// (ls.Ownership) leans to the other side by more than 0.3.
func ownershipSettlement(p ls.Position, own []float64) ls.Settlement {
	n := p.Size()
	seen := make([]bool, n*n)
	var set ls.Settlement
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			c := p.At(ls.Pt(x, y))
			if c == ls.Empty || seen[y*n+x] {
				continue
			}
			chain := p.Chain(ls.Pt(x, y))
			sum := 0.0
			for _, q := range chain {
				seen[q.Y*n+q.X] = true
				sum += own[q.Y*n+q.X]
			}
			mean := sum / float64(len(chain))
			if (c == ls.Black && mean < -0.3) || (c == ls.White && mean > 0.3) {
				set.Dead = append(set.Dead, chain...)
			}
		}
	}
	return set
}

// gameCount is a game counted by every method.
type gameCount struct {
	report *ls.Report
	result string   // "B+9", "W+0": the margin after komi
	winner ls.Color // the winner after komi
}

// countGame counts p with the given dead stones under the rules r, by
// every method, and checks that they agree (ls.Count does).
func countGame(p ls.Position, dead []ls.Point, r ls.Rules) (*gameCount, error) {
	f := p.Final()
	s := ls.Settlement{}
	if !f.NaturalEnd {
		s.Dead = dead
	}
	rep, err := ls.Count(f, s, r)
	if err != nil {
		return nil, err
	}
	return newGameCount(rep, r), nil
}

// newGameCount is the count rep under the rules r.
func newGameCount(rep *ls.Report, r ls.Rules) *gameCount {
	return &gameCount{report: rep, result: resultString(rep.Margin, r), winner: rep.Winner}
}

// resultString is the result after komi, as SGF's RE and GTP's
// final_score write it: "B+9", "W+2.5", and "W+0" when White's margin
// equals the komi exactly (White's win: there are no draws).
func resultString(margin ls.Stones, r ls.Rules) string {
	net := margin + ls.Whole(r.Komi) // Black's lead once White gave the komi
	if r.Winner(margin) == ls.Black {
		return "B+" + net.String()
	}
	return "W+" + (-net).String()
}

// summary prints the counts: a first line with the rules, the margin
// (Black's living stones − White's, before komi), the winner and the
// result, then one line per method: its name, its margin and each side's
// living stones as it counts them.
func (c *gameCount) summary() string {
	rep := c.report
	var b strings.Builder
	fmt.Fprintf(&b, "version %v komi %d margin %s winner %s result %s", rep.Rules.Version, rep.Rules.Komi, rep.Margin, rep.Winner, c.result)
	for _, res := range rep.Results {
		fmt.Fprintf(&b, "\n%s %s %s %s", res.Method, res.Margin, res.Black.Living, res.White.Living)
	}
	return b.String()
}

// oneLine prints the counts on one line, for the referee's summary.
func (c *gameCount) oneLine() string {
	rep := c.report
	names := make([]string, len(rep.Results))
	for i, res := range rep.Results {
		names[i] = res.Method + " " + res.Margin.String()
	}
	return fmt.Sprintf("%v version, komi %d; margin %s (Black %s, White %s living); %s",
		rep.Rules.Version, rep.Rules.Komi, rep.Margin, rep.Black.Living, rep.White.Living, strings.Join(names, ", "))
}

// madeDiagram draws the position the method sc made (parseMethod), with
// its legend's figures under it.
func (c *gameCount) madeDiagram(sc ls.Score) string {
	res := c.report.Result(sc.Name())
	return res.Made.ASCII() + madeASCIILegend + madeCaption(res)
}

// madeSVG draws the position the method sc made as an SVG picture.
func (c *gameCount) madeSVG(w io.Writer, sc ls.Score, opts ls.SVGOptions) error {
	res := c.report.Result(sc.Name())
	opts.Caption = append(opts.Caption, strings.TrimSuffix(madeCaption(res), "\n"))
	return res.Made.WriteSVG(w, opts)
}

func madeCaption(res *ls.Result) string {
	return fmt.Sprintf("%s: Black %s, White %s living; margin %s, %v version komi %d: %s wins\n",
		res.Method, res.Black.Living, res.White.Living, res.Margin, res.Rules.Version, res.Rules.Komi, res.Winner.Name())
}
