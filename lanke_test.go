package livingstones

import (
	"errors"
	"strings"
	"testing"
)

// lankeMoves is the record of the Lanke game (烂柯图) as printed in the
// Lanke article (package doc, section Sources), section 三, in the rule
// book's notation, White first. Move 138 is printed hm, which is occupied then (Black played hm at move 96);
// the final diagram and the capture counts show it is nm.
const lankeMoves = `fq fo iq er fr io ep eo do cp co bo bn bp cm dm ck dr ek jq
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

// lankeDiagram is 图一 of the Lanke article: the board after move 290.
const lankeDiagram = `
s X . X O O O . . . . . . . O O O O X .
r O X X X X O O O O O O O O O X . X X X
q . O . X O O X X O X O X X O X X X . .
p O X X X O O O X O X X X O O X X X X X
o X X O O X X O X X X . X X O X X X O O
n X O O . X . X . O O O O X O O O O O .
m O . O X X X . X X X X O X X X X X X X
l O O O X O X . X O X X X O O O O O O X
k O X O O O O X X O O O O . . X . . . O
j X X X X O . X O O X X O O O . . X . .
i . X . . O . X O O O X X X X O . O O .
h . X O O . O O O X O X X . X O X O . O
g X X X O O . . . X X O X X O O O X O .
f O O X X X X X X . O O X . X O O X O O
e O . O X . X X X . . O O X X O O X X X
d . O O O X X . X X O X O X . O X . . X
c . . . O O O X O O O X X X X X X X . X
b . . . . . O . O . O O X . . . . X . X
a . . . . . . O . . . O O X . . . . X .
  a b c d e f g h i j k l m n o p q r s`

func lankeStart(t testing.TB) Position {
	p, err := NewPosition(19, Seated())
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestLankeAsPrintedStopsAtMove138(t *testing.T) {
	p := lankeStart(t)
	for k, s := range strings.Fields(lankeMoves) {
		q, err := p.Play(RealMove(pt(t, s, 19)))
		if err != nil {
			var me *MoveError
			if !errors.As(err, &me) || !errors.Is(err, ErrOccupied) {
				t.Fatalf("move %d %s: got %v, want a *MoveError wrapping ErrOccupied", k+1, s, err)
			}
			if me.Turn != 138 || me.Move.String() != "hm" || me.Color != Black {
				t.Fatalf("the printed record stops at move %d (%v %v), want 138 (B hm)", me.Turn, me.Color, me.Move)
			}
			if want := "livingstones: move 138 (B hm): point is occupied"; err.Error() != want {
				t.Errorf("error %q, want %q", err, want)
			}
			return
		}
		p = q
	}
	t.Fatal("the printed record replayed to the end; move 138 hm should be refused")
}

func TestLankeCorrected(t *testing.T) {
	p := lankeStart(t)
	moves := strings.Fields(lankeMoves)
	moves[137] = "nm" // the erratum
	p = play(t, p, moves...)
	if p.Turn() != 290 {
		t.Fatalf("turn %d, want 290", p.Turn())
	}
	if got := p.Tally(Black).Prisoners; got != 14 {
		t.Errorf("Black captured %d White stones, want 14", got)
	}
	if got := p.Tally(White).Prisoners; got != 6 {
		t.Errorf("White captured %d Black stones, want 6", got)
	}
	sameBoard(t, p, lankeDiagram)
	// Stone conservation: setup + real moves = board + captured by the opponent.
	for _, c := range []Color{Black, White} {
		if got, want := 2+p.Tally(c).Real, p.BoardStones(c)+p.Tally(c.Opponent()).Prisoners; got != want {
			t.Errorf("%v: 2 seated + %d moves = %d, but %d on the board + %d captured = %d", c.Name(), p.Tally(c).Real, got, p.BoardStones(c), p.Tally(c.Opponent()).Prisoners, want)
		}
	}
}
