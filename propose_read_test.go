package livingstones

import (
	"strings"
	"testing"
)

// jointDiagram: Black's de df joined to Black's group through dd, a point
// whose neighbours are all Black's.
const jointDiagram = `
	. . . . . . . . .
	. . . . . . . . .
	. . O . O . . . .
	. . O X O . . . .
	. . O X O . . . .
	X X X . X X X X X
	. X . X . X . X .
	X X X X X X X X X
	. X . X . X . X .`

// The races ProposeSettlement reads (propose_read.go), each read as a
// referee reads it, on the board turned the 8 ways and with the colours
// swapped: the reading is about the position, not the way it is drawn.
var readCases = []struct {
	name, reason  string
	diagram       string
	target        string // a stone of the chain read
	attackerFirst bool
	want          readResult
}{
	{
		name: "sacrifice in a straight four",
		reason: "White's only liberties, ci and fi, are in the straight four ci di ei fi on the edge, " +
			"and Black's di ei are in it. White cannot take them: ci or fi is self-atari. " +
			"Black throws in at ci; White takes the three stones at fi and is left a straight three, " +
			"whose middle Black takes: White is dead whoever moves first (Hon-75-6)",
		diagram: `
			X O . X X . O X .
			X O O O O O O X .
			X X X X X X X X .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .`,
		target: "bh",
		want:   readCaptured,
	},
	{
		name: "the point that looks like an eye",
		reason: "White has one eye, fh, and one liberty gi, next to Black's hi. Black's ii looks like " +
			"its eye (hi ih around it) but Black fills it first, then gi takes White's last liberty but the eye; " +
			"White's ig, threatening ih, is taken at if. Black at gi at once would be sent two and return one " +
			"(Hon-47-5)",
		diagram: `
			. . . X O O . X .
			. . . X O . O O X
			. . . X O O O X .
			. . . X X X X X .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .`,
		target: "ei",
		want:   readCaptured,
	},
	{
		name: "seki",
		reason: "White's ch dh eh and Black's ci di ei share the liberties bi fi and have no eye; " +
			"whoever fills one is taken: neither is captured",
		diagram: `
			O . X X X . O X .
			O O O O O O O X .
			X X X X X X X X .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .
			. . . . . . . . .`,
		target: "ch",
		want:   readSafe,
	},
	{
		name: "a joint of one colour",
		reason: "Black's de df have two liberties, dg and dd, and every neighbour of dd is Black's: " +
			"White cannot play there but to capture, and Black answers White's dg at dd. " +
			"Not captured even with White moving first (Hon-60-6: jf jg kg kh and kf)",
		diagram:       jointDiagram,
		target:        "de",
		attackerFirst: true,
		want:          readSafe,
	},
	{
		name: "a joint the other side touches",
		reason: "The same with White at cd: White plays dd, Black's dg leaves one liberty, dh, " +
			"and White takes the three stones there",
		diagram:       strings.Replace(jointDiagram, "X X X . X", "X X O . X", 1),
		target:        "de",
		attackerFirst: true,
		want:          readCaptured,
	},
}

func TestReadRaces(t *testing.T) {
	for _, c := range readCases {
		f := play(t, position(t, c.diagram), "pass", "pass").Final()
		target := pts(t, f.Size, c.target)[0]
		for k := 0; k < 16; k++ {
			g, _ := turnFinal(f, Settlement{}, k%8, k >= 8)
			p := symmetry(k%8, target, f.Size)
			r := newReader(geometryOf(f.Size))
			if got := r.capture(g.Board, int32(p.Y*f.Size+p.X), c.attackerFirst); got != c.want {
				t.Errorf("%s, turned %d (colours swapped %v): read %v, want %v: %s\n%s",
					c.name, k%8, k >= 8, got, c.want, c.reason, diagramOf(g))
			}
		}
	}
}

// TestProposalReadsRaces: the playouts keep White's chain of the first
// two cases alive (they never sacrifice Black's stones nor fill Black's
// ii), so that Black's stones in its eye space die there; the reading
// captures it, and the proposal is White's chain dead, however the board
// is turned.
func TestProposalReadsRaces(t *testing.T) {
	for _, c := range readCases[:2] {
		f := play(t, position(t, c.diagram), "pass", "pass").Final()
		s, err := ProposeSettlement(f)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		var cs chainSet
		cs.label(f.Board, newScratch(geometryOf(f.Size)))
		target := pts(t, f.Size, c.target)[0]
		var want []Point
		for _, q := range cs.points(cs.of[target.Y*f.Size+target.X], nil) {
			want = append(want, pointOf(q, f.Size))
		}
		got := append([]Point(nil), s.Dead...)
		sortPoints(got)
		sortPoints(want)
		if pointsString(got) != pointsString(want) {
			t.Errorf("%s: proposed dead %s, want %s: %s", c.name, pointsString(got), pointsString(want), c.reason)
		}
		checkProposalTurns(t, c.name, f)
	}
}
