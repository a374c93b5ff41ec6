package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	ls "github.com/jihuozi/livingstones"
)

// This file is the one place the CLI's GTP engine, match referee and
// diagram command reach the counting code (Settlement, Analyze, Count).

// isCountingBug reports an error of counting that no game can cause: the
// methods disagreeing (the rules prove they agree). The referee stops the
// match on it rather than voiding a game.
func isCountingBug(err error) bool { return errors.Is(err, ls.ErrMethodsDisagree) }

// statusLists are the stones final_status_list reports, in board order,
// and the settlement they come from (the one the game is counted with).
type statusLists struct {
	alive, dead, seki []ls.Point
	set               ls.Settlement
}

// proposedSettlement is the command's one dead-stone policy for a stopped
// game that nobody settled: the library's proposal (ls.ProposeSettlement:
// Benson's pass-alive analysis, playouts that answer ataris and keep eyes,
// a bounded reading of capturing races and the stability check; a
// function of the position alone, the same however the board is turned).
// A game that ended naturally needs none: every stone is alive. score,
// the GTP engine (final_status_list, final_score), serve and the
// referee all settle with it, so one record gets one result from each.
// It stops when ctx is done (serve: the client left).
func proposedSettlement(ctx context.Context, f *ls.Final) (ls.Settlement, error) {
	if f.NaturalEnd {
		return ls.Settlement{}, nil
	}
	return ls.ProposeSettlementContext(ctx, f)
}

// statusOf settles a stopped game by proposedSettlement and sorts the
// stones on the board into alive, dead and seki.
func statusOf(p ls.Position) (*statusLists, error) {
	f := p.Final()
	s, err := proposedSettlement(context.Background(), f)
	if err != nil {
		return nil, err
	}
	return statusWith(p, s)
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
	st := sortStatus(a)
	st.set = s
	return st, nil
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

// gameCount is a game counted by every method.
type gameCount struct {
	report *ls.Report
	result string   // "B+9", "W+0": the margin after komi
	winner ls.Color // the winner after komi
}

// countGame counts p with the given dead stones under the rules r, by
// every method, and checks that they agree (ls.Count does).
func countGame(p ls.Position, dead []ls.Point, r ls.Rules) (*gameCount, error) {
	return countWith(p, ls.Settlement{Dead: dead}, r)
}

// countWith counts p settled with s under the rules r (a game that
// ended naturally with no settlement).
func countWith(p ls.Position, s ls.Settlement, r ls.Rules) (*gameCount, error) {
	f := p.Final()
	if f.NaturalEnd {
		s = ls.Settlement{}
	}
	rep, err := ls.Count(f, s, r)
	if err != nil {
		return nil, err
	}
	return newGameCount(rep), nil
}

// newGameCount is the count rep.
func newGameCount(rep *ls.Report) *gameCount {
	return &gameCount{report: rep, result: resultString(rep), winner: rep.Winner}
}

// resultString is the result after komi, as SGF's RE and GTP's
// final_score write it: "B+9", "W+2.5", and "W+0" when the margin of the
// side that gave the komi (rep.KomiBy, the side that moved first) equals
// the komi exactly (its win: there are no draws).
func resultString(rep *ls.Report) string {
	return resultOf(rep.Margin, rep.Rules.Komi, rep.KomiBy, rep.Winner)
}

// resultOf is resultString of a margin, the komi, the side that gave it
// and the winner.
func resultOf(margin ls.Stones, komi int, komiBy, winner ls.Color) string {
	net := margin // Black's lead once the komi is given
	if komiBy == ls.Black {
		net -= ls.Whole(komi)
	} else {
		net += ls.Whole(komi)
	}
	if winner == ls.Black {
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
	fmt.Fprintf(&b, "version %v komi %d komi_by %v margin %s winner %s result %s", rep.Rules.Version, rep.Rules.Komi, rep.KomiBy, rep.Margin, rep.Winner, c.result)
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
	return fmt.Sprintf("%v version, komi %d given by %s; margin %s (Black %s, White %s living); %s",
		rep.Rules.Version, rep.Rules.Komi, rep.KomiBy.Name(), rep.Margin, rep.Black.Living, rep.White.Living, strings.Join(names, ", "))
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
	return fmt.Sprintf("%s: Black %s, White %s living; margin %s, %v version komi %d given by %s: %s wins\n",
		res.Method, res.Black.Living, res.White.Living, res.Margin, res.Rules.Version, res.Rules.Komi, res.KomiBy.Name(), res.Winner.Name())
}
