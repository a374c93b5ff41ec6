package livingstones

import (
	"errors"
	"testing"
)

// Named positions with their counts worked by hand. Each row gives the
// paused board (X Black, O White, . empty, top row first), the settlement,
// and the figures: board stones, roads, own basic eyes, shared eyes, dame,
// groups and living stones of each side, and the margin.
type handCase struct {
	name, why  string
	board      []string
	dead       string
	ko         []KoPoint
	moves      [3]int
	virtual    [3]int
	b, w       handSide
	shared     int
	dame       int
	margin     Stones
	winnerLaw  Color // with komi 8
	winnerArt7 Color // with komi 7, art version, same tallies
}

type handSide struct {
	board, roads, eyes, groups int
	living                     Stones
}

var handCases = []handCase{
	{
		name: "seki without eyes",
		why: "Black's wall (column b) and White's wall (column f) live with two eyes each in their own " +
			"columns; the white chain c and the black chain e share the seven points of column d. Both may fill " +
			"five of them harmlessly (dame, half to each side); the last two are shared eyes (公气): whoever " +
			"fills one puts itself in atari.",
		board: []string{
			". X O . X O .",
			". X O . X O .",
			". X O . X O .",
			". X O . X O .",
			". X O . X O .",
			". X O . X O .",
			". X O . X O .",
		},
		b: handSide{board: 14, roads: 5, eyes: 2, groups: 2, living: Whole(14+5) + Stones(5)},
		w: handSide{board: 14, roads: 5, eyes: 2, groups: 2, living: Whole(14+5) + Stones(5)},
		// Even: White needs to be ahead by the komi, so Black wins.
		shared: 2, dame: 5, margin: 0, winnerLaw: Black, winnerArt7: Black,
	},
	{
		name: "seki with eyes",
		why: "The white block (rows 5–7, eye e6) and the black block (rows 1–3, eye e2) each keep one eye " +
			"and share row 4: eight of its points are dame, the ninth a shared eye. Black's wall (row 8) lives " +
			"independently with two eyes in row 9, the rest of which are roads.",
		board: []string{
			". . . . . . . . .",
			"X X X X X X X X X",
			"O O O O O O O O O",
			"O O O O . O O O O",
			"O O O O O O O O O",
			". . . . . . . . .",
			"X X X X X X X X X",
			"X X X X . X X X X",
			"X X X X X X X X X",
		},
		b:      handSide{board: 9 + 26, roads: 7, eyes: 3, groups: 2, living: Whole(9+26+7) + Stones(8)},
		w:      handSide{board: 26, roads: 0, eyes: 1, groups: 1, living: Whole(26) + Stones(8)},
		shared: 1, dame: 8, margin: Whole(16), winnerLaw: Black, winnerArt7: Black,
	},
	{
		name: "big eye with dead stones inside",
		why: "White's area (columns e–g) holds two dead black stones; once they are off it is one region of " +
			"21 points: two eyes and 19 roads. Black's area (columns a–b) has 14 points: two eyes, 12 roads. " +
			"White wins by 7: not enough against komi 8 (law), exactly enough against komi 7 (art): " +
			"a margin equal to the komi is White's win.",
		board: []string{
			". . X O . . .",
			". . X O . X .",
			". . X O . X .",
			". . X O . . .",
			". . X O . . .",
			". . X O . . .",
			". . X O . . .",
		},
		dead:    "fe ff",
		moves:   [3]int{0, 9, 9},
		virtual: [3]int{0, 0, 2},
		b:       handSide{board: 7, roads: 12, eyes: 2, groups: 1, living: Whole(19)},
		w:       handSide{board: 7, roads: 19, eyes: 2, groups: 1, living: Whole(26)},
		margin:  Whole(-7), winnerLaw: Black, winnerArt7: White,
	},
	{
		name: "groups sharing one territory",
		why: "White's two chains (c5 c4 and d3 e3) touch only diagonally but surround one region together: " +
			"they are one group (块). The region is a square of four: two diagonal eyes, two roads; one filled " +
			"road stands alone between the eyes, so the group lives as two chains both touching both eyes. " +
			"Black has three one-point eyes: two are basic eyes, the third a road.",
		board: []string{
			"X X O . .",
			". X O . .",
			"X X X O O",
			"X . X X X",
			"X X X X .",
		},
		b: handSide{board: 14, roads: 1, eyes: 2, groups: 1, living: Whole(15)},
		w: handSide{board: 4, roads: 2, eyes: 2, groups: 1, living: Whole(6)},
		// 15 − 6
		margin: Whole(9), winnerLaw: Black, winnerArt7: Black,
	},
	{
		name: "bent three at the edge",
		why: "White's corner a1 a2 b2 is a bent three: its vital point a1 is filled (a road), leaving eyes " +
			"b2 and c1 (c1 is a one-point eye, best ranked). The lone white stone b1 joins the group through " +
			"the filled a1 and a2.",
		board: []string{
			". X . X .",
			"X X X X X",
			"O O O X X",
			". . O O X",
			". O . O X",
		},
		b: handSide{board: 11, roads: 1, eyes: 2, groups: 1, living: Whole(12)},
		w: handSide{board: 7, roads: 2, eyes: 2, groups: 1, living: Whole(9)},
		// 12 − 9
		margin: Whole(3), winnerLaw: Black, winnerArt7: Black,
	},
	{
		name: "dame that join two groups",
		why: "Black's two blocks live with two one-point eyes each, and row 4 between them is neutral " +
			"(d4 touches White). A white stone on a4 would have one liberty; once Black holds a4, the same " +
			"holds for b4, then for c4: only Black can fill them, so they are Black's roads (a neutral point " +
			"only one side can fill), and filling them joins the blocks into one chain: one group, two basic " +
			"eyes, the other two eyes roads. d4 either side can fill: the one dame.",
		board: []string{
			". X . X O . O",
			"X X X X O O O",
			"X X X X O . O",
			". . . . O O O",
			"X X X X O . O",
			"X X X X O O O",
			". X . X O . O",
		},
		b:    handSide{board: 20, roads: 5, eyes: 2, groups: 1, living: Whole(25) + Stones(1)},
		w:    handSide{board: 17, roads: 2, eyes: 2, groups: 1, living: Whole(19) + Stones(1)},
		dame: 1, margin: Whole(6), winnerLaw: Black, winnerArt7: Black,
	},
	{
		name: "a gap in the wall",
		why: "Black's wall (column d) is open at d5, so the empty left side and White's wall touch: one " +
			"region bordered by both. A referee reads it as Black's area with a gap: each part of the region " +
			"nearer Black than White by paths through it, reaching points four or more from every white " +
			"stone, is Black's area (were play resumed, no white stone could live there), and Black keeps no " +
			"eye on its edge (c6, c4...), where White may yet play. d5 is as near both and either side may " +
			"fill it: the one dame, half to each. a5–c5 only Black may fill (a white stone there would have " +
			"one liberty): Black's roads, which join the two halves of the wall into one group with two eyes.",
		board: []string{
			". . . X O . . . .",
			". . . X O . . . .",
			". . . X O . . . .",
			". . . X O . . . .",
			". . . . O . . . .",
			". . . X O . . . .",
			". . . X O . . . .",
			". . . X O . . . .",
			". . . X O . . . .",
		},
		b:    handSide{board: 8, roads: 25, eyes: 2, groups: 1, living: Whole(33) + Stones(1)},
		w:    handSide{board: 9, roads: 34, eyes: 2, groups: 1, living: Whole(43) + Stones(1)},
		dame: 1, margin: Whole(-10), winnerLaw: White, winnerArt7: White,
	},
	{
		name: "a wall pushed in",
		why: "White's stone d5 stands in the gap of Black's wall. The row a5–c5 is nearer White than Black, " +
			"but it is a line between two parts of Black's reach, not an area: no point of it has only " +
			"Black's area and stones around it, so it stays neutral. c5 either side may fill (dame); a5 and " +
			"b5 only Black (roads, which join Black's wall into one group). Black's area above and below are " +
			"Black's as in the gap case.",
		board: []string{
			". . . X O . . . .",
			". . . X O . . . .",
			". . . X O . . . .",
			". . . X O . . . .",
			". . . O O . . . .",
			". . . X O . . . .",
			". . . X O . . . .",
			". . . X O . . . .",
			". . . X O . . . .",
		},
		b:    handSide{board: 8, roads: 24, eyes: 2, groups: 1, living: Whole(32) + Stones(1)},
		w:    handSide{board: 10, roads: 34, eyes: 2, groups: 1, living: Whole(44) + Stones(1)},
		dame: 1, margin: Whole(-12), winnerLaw: White, winnerArt7: White,
	},
	{
		name: "two gaps where two areas meet",
		why: "Black's wall (row 5) and White's wall (row 4) lie side by side, each open at both edges, so " +
			"Black's area (rows 6–7), White's (rows 1–3) and the four gaps are one region bordered by both. " +
			"a5 and g5 are nearer Black, a4 and g4 nearer White, with no point as near both between them: " +
			"the two sides' reaches meet there. The points where they meet are on the line between the two " +
			"areas and stay neutral, as points as near both would; behind them each side's part is its area " +
			"(the territory its stones surround, once the gaps are closed). Were the meeting points in the " +
			"parts, each part would border the other side's and neither be an area, and no one stone closes " +
			"both gaps: 18 dame, two shared eyes and a margin of 15. a5 and g5 only Black may fill (a white " +
			"stone there would have one liberty): Black's roads; a4 and g4 White's. Each wall lives with two eyes.",
		board: []string{
			". . . . . . .",
			". . . . . . .",
			". X X X X X .",
			". O O O O O .",
			". . . . . . .",
			". . . . . . .",
			". . . . . . .",
		},
		b:      handSide{board: 5, roads: 14, eyes: 2, groups: 1, living: Whole(19)},
		w:      handSide{board: 5, roads: 21, eyes: 2, groups: 1, living: Whole(26)},
		margin: Whole(-7), winnerLaw: Black, winnerArt7: White,
	},
	{
		name: "a spare eye in seki",
		why: "Black's chain (b2–e2, b3, c3, a4, b4, e1) has two liberties, a3 and d1, both shared with White's " +
			"stones a2 and b1–c1, which hold the eye a1 between them. White filling a1 makes one chain with " +
			"the same two shared liberties, and neither side can then fill one without being captured: the " +
			"seki lives without the eye, so a1 is no basic eye (the least: one fewer is not possible) but " +
			"White's road. a3 and d1 are shared eyes; White's outer wall lives with two eyes of its five points.",
		board: []string{
			". O . O O .",
			"O O O . O O",
			"X X O O . O",
			". X X O O O",
			"O X X X X O",
			". O O . X O",
		},
		b:      handSide{board: 9, roads: 0, eyes: 0, groups: 1, living: Whole(9)},
		w:      handSide{board: 19, roads: 4, eyes: 2, groups: 2, living: Whole(23)},
		shared: 2, margin: Whole(-14), winnerLaw: White, winnerArt7: White,
	},
	{
		name: "a chain joined through a chain",
		why: "Black's chain c4–c6 reaches Black's living group (columns g–h) only through the chain e4–e6, " +
			"which joins it by f4 or f5: either will do (miai), so White takes one, Black the other, dame " +
			"half to each. Then c4–c6 joins e4–e6 by any of d4, d5, d6, again miai: three dame, half to each, " +
			"and Black fills them in the ideal final position (one group with the eyes h6, h8; h3 a road).",
		board: []string{
			"O O O O O O X .",
			"O . O O O O X X",
			"O O X . X O X .",
			"O O X . X . X X",
			"O O X . X . X X",
			"O O O O O O X .",
			"O . O . O O X X",
			"O O O O O O X X",
		},
		b:    handSide{board: 19, roads: 1, eyes: 2, groups: 1, living: Whole(20) + Stones(5)},
		w:    handSide{board: 34, roads: 1, eyes: 2, groups: 1, living: Whole(35) + Stones(5)},
		dame: 5, margin: Whole(-15), winnerLaw: White, winnerArt7: White,
	},
	{
		name: "an eye closed by its group",
		why: "Black's group has one eye (b3) and the row a1–e1, which White's f1 leaves open: a neutral " +
			"region. Black closes it at e1 (the point that closes the most: d1 would close less), so a1–d1 " +
			"are Black's area. e1 itself White may fill too (it touches f1): a dame, half to each. " +
			"Black's group lives with the eyes b3 and d1; a1–c1 are its roads.",
		board: []string{
			"O O O O O O O",
			"O . O O . O O",
			"O O O O O O O",
			"X X X X X O O",
			"X . X X X O .",
			"X X X X X O O",
			". . . . . O .",
		},
		b:    handSide{board: 14, roads: 3, eyes: 2, groups: 1, living: Whole(17) + Stones(1)},
		w:    handSide{board: 25, roads: 2, eyes: 2, groups: 1, living: Whole(27) + Stones(1)},
		dame: 1, margin: Whole(-10), winnerLaw: White, winnerArt7: White,
	},
	{
		name: "each side stands where it played a pair",
		why: "White's d4 has two liberties, d3 and d5. Black at d3 is safe (it joins e3–e4 to Black's group) " +
			"and White answers at d5: a pair of dame, one each, and in the ideal final position each side " +
			"stands where it played, so d3 is Black's stone and Black's group is one group. Likewise e3–e4 " +
			"has d3 and f3: White plays f3, Black answers at d3. Three dame, half to each.",
		board: []string{
			"O O O O O O O",
			"O . O O O . O",
			"O O O . O O O",
			"X X X O X O O",
			"X . X . X . O",
			"X X X X O O O",
			"X . X X O O .",
		},
		b:    handSide{board: 14, roads: 0, eyes: 2, groups: 1, living: Whole(14) + Stones(3)},
		w:    handSide{board: 27, roads: 1, eyes: 2, groups: 1, living: Whole(28) + Stones(3)},
		dame: 3, margin: Whole(-14), winnerLaw: White, winnerArt7: White,
	},
	{
		name: "an eye where a dead stone stood",
		why: "White's d1 is dead. Once it is off, d1 and e1 touch White's f1, so d1 is captured where it " +
			"stands. Black's group has one eye (b3) but for d1: Black closes its area at e1 (its stone there " +
			"captures d1), and d1, with only Black around it, is its second eye. e1 itself White may fill " +
			"too: a dame, half to each.",
		board: []string{
			"O O O O O O O",
			"O . O O . O O",
			"O O O O O O O",
			"X X X X X O O",
			"X . X X X O .",
			"X X X X X O O",
			"X X X O . O .",
		},
		dead: "da",
		b:    handSide{board: 17, roads: 0, eyes: 2, groups: 1, living: Whole(17) + Stones(1)},
		w:    handSide{board: 25, roads: 2, eyes: 2, groups: 1, living: Whole(27) + Stones(1)},
		dame: 1, margin: Whole(-10), winnerLaw: White, winnerArt7: White,
	},
}

func TestHandCases(t *testing.T) {
	for _, hc := range handCases {
		t.Run(hc.name, func(t *testing.T) {
			f := parseFinalDiagram(t, hc.board...)
			f.Moves, f.Virtual, f.MovesBeforePause = hc.moves, hc.virtual, hc.moves
			a, err := Analyze(f, Settlement{Dead: pts(t, f.Size, hc.dead), Ko: hc.ko})
			if err != nil {
				t.Fatalf("%v\n(%s)", err, hc.why)
			}
			for _, x := range []struct {
				c    Color
				want handSide
			}{{Black, hc.b}, {White, hc.w}} {
				got := a.Figures(x.c)
				want := handSide{board: got.Board, roads: got.Roads, eyes: a.eyes[x.c], groups: got.Groups, living: got.Living}
				if want != x.want {
					t.Errorf("%s: got %+v, want %+v\n%s\n(%s)", x.c.Name(), want, x.want, a.ASCII(), hc.why)
				}
			}
			if a.SharedEyes() != hc.shared || a.Dame() != hc.dame {
				t.Errorf("shared eyes %d dame %d, want %d %d\n%s", a.SharedEyes(), a.Dame(), hc.shared, hc.dame, a.ASCII())
			}
			for _, v := range []struct {
				r    Rules
				want Color
			}{{DefaultRules(Law), hc.winnerLaw}, {DefaultRules(Art), hc.winnerArt7}} {
				rep, err := CountAnalysis(a, v.r)
				if err != nil {
					t.Fatal(err)
				}
				if v.r.Version == Law && rep.Margin != hc.margin {
					t.Errorf("margin %s, want %s", rep.Margin, hc.margin)
				}
				if rep.Winner != v.want {
					t.Errorf("%v komi %d: winner %v, want %v (margin %s)", v.r.Version, v.r.Komi, rep.Winner, v.want, rep.Margin)
				}
			}
		})
	}
}

// Broken settlements are rejected with an error naming the points.
func TestBrokenSettlements(t *testing.T) {
	bent := []string{
		". X . X .",
		"X X X X X",
		"O O O X X",
		". . O O X",
		". O . O X",
	}
	oneEye := []string{
		". X . X .",
		"X X X X X",
		"O O O X X",
		". O O O X",
		". O O O X",
	}
	natural := parseFinalDiagram(t, bent...)
	natural.NaturalEnd = true
	for _, tc := range []struct {
		name, why string
		f         *Final
		s         Settlement
		want      error
		points    string
	}{
		{"partial chain", "b5 is dead but the rest of its chain is not",
			parseFinalDiagram(t, bent...), Settlement{Dead: pts(t, 5, "be")}, ErrPartialChain, "ad bd cd dd ed eb ec ea dc da db ce ae eb"},
		{"dead not surrounded", "White's b1 once removed lies in White's own area",
			parseFinalDiagram(t, bent...), Settlement{Dead: pts(t, 5, "ba")}, ErrDeadNotSurrounded, "ba"},
		{"dead point empty", "a1 has no stone",
			parseFinalDiagram(t, bent...), Settlement{Dead: pts(t, 5, "aa")}, ErrNotAStone, "aa"},
		{"one eye", "White's only area is two adjacent points: one eye, and Black captures",
			parseFinalDiagram(t, oneEye...), Settlement{}, ErrUnstable, ""},
		{"ko in the opponent's area", "a5 is Black's eye",
			parseFinalDiagram(t, bent...), Settlement{Ko: []KoPoint{{Pt(0, 4), White}}}, ErrNotNeutral, "ae"},
		{"neutral point not neutral", "c5 is Black's eye",
			parseFinalDiagram(t, bent...), Settlement{Neutral: []NeutralPoint{{Pt(2, 4), KindDame, Empty}}}, ErrNotNeutral, "ce"},
		{"off the board", "",
			parseFinalDiagram(t, bent...), Settlement{Dead: []Point{{5, 0}}}, ErrBadSettlement, "fa"},
		{"natural end", "a game that ended by four virtual moves needs no settlement",
			natural, Settlement{Dead: pts(t, 5, "ba")}, ErrSettlementNotNeeded, ""},
		{"bad size", "", &Final{Size: 1, Board: []Color{Empty}}, Settlement{}, ErrBadFinal, ""},
		{"chain without liberties", "", parseFinalDiagram(t, "X O", "O ."), Settlement{}, ErrBadFinal, "ab"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Analyze(tc.f, tc.s)
			if !errors.Is(err, tc.want) {
				t.Fatalf("got %v, want %v (%s)", err, tc.want, tc.why)
			}
			var ce *CountError
			if !errors.As(err, &ce) {
				t.Fatalf("%v is not a *CountError", err)
			}
			if tc.points != "" {
				got := pointsString(ce.Points)
				if tc.name == "partial chain" {
					if len(ce.Points) < 10 {
						t.Errorf("points %s", got)
					}
				} else if got != tc.points {
					t.Errorf("points %q, want %q: %v", got, tc.points, err)
				}
			}
			t.Log(err)
		})
	}
}

// TestArtGiftWithNoStoneLeft is the minimized failure of
// TestPropertyShortcutsAgreePlayed (seed 6408878539684695332): under the
// art version White made more moves than Black but has no stone left on
// the board, so it cannot give its extra-move stones at a boundary. It
// gives them off the board, as komi is, half a stone each way per stone,
// and every method still finds the same margin.
func TestArtGiftWithNoStoneLeft(t *testing.T) {
	f := parseFinalDiagram(t,
		"X X X X X",
		"X . X . X",
		"X X X X X",
		"X X . X X",
		"X X X X X")
	f.Moves = [3]int{Black: 22, White: 25} // White played three moves more, all captured
	f.MovesBeforePause = f.Moves
	f.Prisoners = [3]int{Black: 25}
	a := mustAnalyze(t, f, Settlement{})
	// Black: 22 stones + 1 road (3 empty points − 2 eyes) = 23 living
	// stones; White 0. White gives 3: margin 23 + 3 = 26.
	want := Whole(26)
	rules := DefaultRules(Art)
	for _, sc := range Scores() {
		res := mustCount(t, sc, a, rules)
		if res.Margin != want || res.White.Owed != 3 || res.Black.Living-res.White.Living != want {
			t.Errorf("%s: margin %s, White owes %d, living %s − %s; want margin %s, 3 owed\n%s",
				sc.Name(), res.Margin, res.White.Owed, res.Black.Living, res.White.Living, want, res.Made.ASCII())
		}
	}
}

// TestMalformedCountingInput feeds the exported counting functions values
// no Analyze call returns: they must report an error, never panic.
func TestMalformedCountingInput(t *testing.T) {
	law := DefaultRules(Law)
	for _, tc := range []struct {
		name, why string
		run       func() error
		want      error
	}{
		{"CountAnalysis nil", "a nil *Analysis panicked in Figures before any Score checked it",
			func() error { _, err := CountAnalysis(nil, law); return err }, ErrBadFinal},
		{"CountAnalysis zero", "a zero Analysis holds no position",
			func() error { _, err := CountAnalysis(&Analysis{}, law); return err }, ErrBadFinal},
		{"Count nil Final", "checkShape names the nil Final",
			func() error { _, err := Count(nil, Settlement{}, law); return err }, ErrBadFinal},
	} {
		t.Run(tc.name, func(t *testing.T) {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("panic: %v (%s)", r, tc.why)
				}
			}()
			if err := tc.run(); !errors.Is(err, tc.want) {
				t.Fatalf("got %v, want %v (%s)", err, tc.want, tc.why)
			}
		})
	}
	// A CountError built by hand without a sentinel still prints.
	if got := (&CountError{Detail: "x"}).Error(); got == "" {
		t.Errorf("empty message")
	}
	// Final.At on a Final whose Stones are too short reads Empty.
	if got := (&Final{Size: 3}).At(Pt(1, 1)); got != Empty {
		t.Errorf("Final.At on a malformed Final = %v, want Empty", got)
	}
}

// TestGroupsAreCopies: an Analysis does not change once made, but Groups
// copied only the Group values, so a caller writing into a group's Stones
// changed the Analysis every other goroutine reads.
func TestGroupsAreCopies(t *testing.T) {
	f := parseFinalDiagram(t,
		". X . X .",
		"X X X X X",
		"O O O X X",
		". . O O X",
		". O . O X",
	)
	a, err := Analyze(f, Settlement{})
	if err != nil {
		t.Fatal(err)
	}
	g := a.Groups()
	want := pointsString(g[0].Stones) + pointsString(g[0].Eyes)
	g[0].Stones[0], g[0].Eyes[0] = Pt(9, 9), Pt(9, 9)
	if got := a.Groups(); pointsString(got[0].Stones)+pointsString(got[0].Eyes) != want {
		t.Errorf("writing into Groups()[0] changed the Analysis: %v", got[0])
	}
}

func TestTalliesOutOfRange(t *testing.T) {
	base := func() *Final {
		return parseFinalDiagram(t, "X X X", "X . X", "X X X")
	}
	for _, tc := range []struct {
		name   string
		change func(f *Final)
	}{
		{"more moves before the pause than moves", func(f *Final) { f.Moves[Black], f.MovesBeforePause[Black] = 3, 4 }},
		{"more virtual moves than moves", func(f *Final) { f.Moves[White], f.Virtual[White] = 1, 2 }},
		{"moves that would overflow", func(f *Final) { f.Moves[White] = 1 << 40 }},
		{"more seated stones than points", func(f *Final) { f.Seated[Black] = 10 }},
		{"negative prisoners", func(f *Final) { f.Prisoners[Black] = -1 }},
	} {
		f := base()
		tc.change(f)
		if _, err := Analyze(f, Settlement{}); !errors.Is(err, ErrBadFinal) {
			t.Errorf("%s: got %v, want ErrBadFinal", tc.name, err)
		}
	}
}
