// Command lanke replays the Lanke game (烂柯图) from the sources and counts
// it by every method, the way the Lanke article of the sources does (see
// the livingstones package doc, section Sources): the figures it prints
// are checked against the source's, and it exits with status 1 if one
// differs.
//
//	go run ./examples/lanke
package main

import (
	"errors"
	"fmt"
	"os"
	"strings"

	ls "github.com/jihuozi/livingstones"
)

// record is the game as printed in the Lanke article, section 三: White
// first, 290 moves, in the rule book's notation. Move 138 is printed hm,
// which is occupied then; the final diagram and the capture counts show it
// is nm.
const record = `fq fo iq er fr io ep eo do cp co bo bn bp cm dm ck dr ek jq
jr hq ip hp hr jp ir lq kr lo lr mq nr cg eg eh fh ef dh ff
ce cf gd hf jd lc ld md le kc jc me jf bi hh ed ec fd fc gc
hc gb dc hd ge he hb be bd de cd gf ga bk bl cj ak bj dk fe
gd ig ji jg kg kh jh lg kf lh in ho jn jo lm hm ei jl lj oq
nq op np oo no km on po pn qo qn or ro rp rn ll rq sp qp qq
so pq qp pp sq qp os qr ps sr qh ge fb qj oi ok ml hm nn mm
nl om ol pm pl qm ql rm rl sm fs qf ln mn kn mo lk kl il im
jk hl ik jm mf nf ng ph of ne oe nc pg qg qi mg od oc pe qe
oh nh og lf qd pc rd re rb qb rc ra rg rh ri sd kb lb jb mi
dg df ch bh bf bg ae aj ds cr es cs mj sl sk kd ke hk hj gj
hi en cn dl cl gi gh fl eq dq fk gk el em la ma ka mc mr gq
gr ni nj li al an am ao rf sb pf se sh sc sf qc qs rs fp gn
kq kp mp lp gp ih ii kj kk ki gd jj ij dj ej gc go ag af id
ic fm bq br ar aq ap as ns rr`

// dame are the 16 dame moves of section 六, White first.
const dame = "di fg ci fi fj dn gb gd je if ie gg hg sn nd pr"

// dead are the dead stones at the pause: White ar bq ap in jn kn ln lm;
// Black ok qj ph.
const dead = "ar bq ap in jn kn ln lm ok qj ph"

var failed bool

// check prints a figure beside the source's and remembers a difference.
func check(what string, got, want any) {
	mark := "ok"
	if fmt.Sprint(got) != fmt.Sprint(want) {
		mark, failed = "DIFFERS", true
	}
	fmt.Printf("  %-58s %8v   source: %-8v %s\n", what, got, want, mark)
}

func main() {
	p := playRecord()
	a := settle(p)
	rules := ls.DefaultRules(ls.Law)
	livingStones(a)
	methods(a, rules)
	everyMethod(a, rules)
	if failed {
		fmt.Println("\nSome figures differ from the source.")
		os.Exit(1)
	}
	fmt.Println("\nEvery figure equals the source's.")
}

// playRecord plays the record as printed, which stops at move 138, then
// with the erratum, and checks the position after move 290 (图一).
func playRecord() ls.Position {
	start, err := ls.NewPosition(19, ls.Seated())
	if err != nil {
		fail(err)
	}
	moves := strings.Fields(record)

	fmt.Println("The record as printed:")
	if _, err := playAll(start, moves); err != nil {
		var me *ls.MoveError
		fmt.Printf("  %v\n", err)
		if !errors.As(err, &me) || me.Turn != 138 {
			failed = true
		}
	}

	moves[137] = "nm" // the erratum
	p, err := playAll(start, moves)
	if err != nil {
		fail(err)
	}
	fmt.Println("\n图一: after 290 moves, with move 138 read as nm")
	fmt.Print(p.Diagram(ls.SeedDiagram))
	check("stones Black captured during play", p.Tally(ls.Black).Prisoners, 14)
	check("stones White captured during play", p.Tally(ls.White).Prisoners, 6)
	return p
}

// settle fills the dame, passes, agrees and analyzes the position with the
// source's dead stones.
func settle(p ls.Position) *ls.Analysis {
	p, err := playAll(p, append(strings.Fields(dame), "pass", "pass"))
	if err != nil {
		fail(err)
	}
	if p, err = p.Agree(); err != nil {
		fail(err)
	}
	var set ls.Settlement
	for _, s := range strings.Fields(dead) {
		pt, err := ls.ParsePoint(s, 19)
		if err != nil {
			fail(err)
		}
		set.Dead = append(set.Dead, pt)
	}
	f := p.Final()
	check("moves each side made (with the 16 dame)", f.Moves[ls.Black], 153)
	a, err := ls.Analyze(f, set)
	if err != nil {
		fail(err)
	}
	return a
}

// livingStones checks the groups, eyes, roads and living stones of each
// side (图五, art. 28).
func livingStones(a *ls.Analysis) {
	fmt.Printf("\n图五: the dame filled and the dead stones removed; basic eyes ＃, roads ｂ ｗ\n")
	fmt.Print(a.Diagram())
	b, w := a.Figures(ls.Black), a.Figures(ls.White)
	fmt.Println("Living stones (子路合计), art. 28:")
	check("Black: board stones", b.Board, 146)
	check("Black: groups, basic eyes", fmt.Sprint(b.Groups, ", ", b.Eyes), "5, 10")
	check("Black: roads (37 empty points − 10 eyes)", b.Roads, 27)
	check("Black: living stones", b.Living, 173)
	check("White: board stones", w.Board, 133)
	check("White: groups, basic eyes", fmt.Sprint(w.Groups, ", ", w.Eyes), "3, 6")
	check("White: roads (45 empty points − 6 eyes)", w.Roads, 39)
	check("White: living stones", w.Living, 172)
}

// count counts a by one method, printing the made position under title.
func count(a *ls.Analysis, sc ls.Score, r ls.Rules, title string) *ls.Result {
	res, err := sc.Count(a, r)
	if err != nil {
		fail(err)
	}
	fmt.Printf("\n%s\n", title)
	fmt.Print(res.Made.Diagram())
	return res
}

// methods checks each method's made position against the article's
// figures (图六 to 图十).
func methods(a *ls.Analysis, rules ls.Rules) {
	res := count(a, ls.Living{}, rules, "图六: the ideal final position (两溢之棋): every road filled")
	check("Black board stones (7 left in a bowl of 180)", res.Black.Board, 173)
	check("White board stones (8 left in a bowl of 180)", res.White.Board, 172)

	res = count(a, ls.EqualRoads{Roads: 20}, rules, "图七: equal roads, compare board stones (停路比子, pre-Tang): 20 roads each")
	check("Black board stones", res.Black.Board, 153)
	check("White board stones", res.White.Board, 152)

	res = count(a, ls.EqualStones{Bowl: 180, Keep: 20}, rules, "图八: equal stones, compare roads (停子比路, Tang–Song), general: keep 20 back")
	check("board stones each", res.Board, 160)
	check("Black roads", res.Black.Roads, 13)
	check("White roads", res.White.Roads, 12)

	res = count(a, ls.EqualStonesNarrow{}, rules, "图九: equal stones, narrow: refill the prisoners and the dead stones")
	check("stones Black refills", res.Black.Refill, 9)
	check("stones White refills", res.White.Refill, 22)
	check("board stones each", res.Board, 155)
	check("Black roads", res.Black.Roads, 18)
	check("White roads", res.White.Roads, 17)

	res = count(a, ls.ReturnHead{}, ls.Rules{Version: ls.Law, Komi: 0}, "图十: return-head (还棋头, Ming–Qing): the side with more groups returns stones; ◎ marks them")
	check("stones Black returns (5 groups against 3)", res.Black.Returned, 2)
	check("Black composite stones", res.Black.Composite, 181)
	check("White composite stones", res.White.Composite, 180)
	check("par (归本数) without komi", res.Black.Par, "180.5")
}

// everyMethod checks that every method gives the same margin.
func everyMethod(a *ls.Analysis, rules ls.Rules) {
	rep, err := ls.CountAnalysis(a, rules)
	if err != nil {
		fail(err)
	}
	fmt.Printf("\nEvery method, %s version, komi %d:\n", rules.Version, rules.Komi)
	for _, r := range rep.Results {
		check(r.Method+": margin (Black − White)", r.Margin, 1)
	}
	fmt.Printf("  Black wins by %s stone (White would need %d).\n", rep.Margin, rules.Komi)
}

func playAll(p ls.Position, moves []string) (ls.Position, error) {
	for _, s := range moves {
		m, err := ls.ParseMove(s, p.Size())
		if err != nil {
			return p, err
		}
		if p, err = p.Play(m); err != nil {
			return p, err
		}
	}
	return p, nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "lanke:", err)
	os.Exit(1)
}
