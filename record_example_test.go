package livingstones_test

import (
	"fmt"
	"os"
	"strings"

	ls "github.com/jihuozi/livingstones"
)

// ReadRecord reads the setup, the moves (a virtual move is B[]VM[]) and
// the comments; a move off the board is an error naming it.
func ExampleReadRecord() {
	sgf := `(;FF[4]GM[1]SZ[9]RU[Counting living stones]PL[W]
AB[cc]AW[gg]
;W[ee]C[the centre];B[]VM[];W[];B[])`
	rec, err := ls.ReadRecord(strings.NewReader(sgf))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(rec.Size, rec.Rules, rec.FirstToMove, rec.Black, rec.White)
	for i, m := range rec.Moves {
		fmt.Print(i+1, " ", m.Color, " ", m.Move)
		if m.Comment != "" {
			fmt.Printf(" %q", m.Comment)
		}
		fmt.Println()
	}

	_, err = ls.ReadRecord(strings.NewReader("(;SZ[9]\n;B[ee]\n;W[ej]C[oops])"))
	fmt.Println(err)
	// Output:
	// 9 Counting living stones W [cg] [gc]
	// 1 W ee "the centre"
	// 2 B virtual
	// 3 W pass
	// 4 B pass
	// sgf: move 2 (node 2): W[ej]: point off the 9×9 board
}

// WriteSGF writes the setup in board order, a virtual move as B[]VM[]
// and the dead stones as DS on the last node.
func ExampleRecord_WriteSGF() {
	rec := &ls.Record{
		Size:        9,
		Rules:       "Counting living stones (计活子)",
		Result:      "W+R",
		FirstToMove: ls.White,
		Black:       []ls.Point{ls.Pt(6, 6)},
		White:       []ls.Point{ls.Pt(2, 2)},
		Moves: []ls.RecordMove{
			{Color: ls.White, Move: ls.RealMove(ls.Pt(4, 4)), Comment: "tengen [天元]"},
			{Color: ls.Black, Move: ls.VirtualMove},
			{Color: ls.White, Move: ls.Pass},
		},
		Dead: []ls.Point{ls.Pt(6, 6)},
	}
	if err := rec.WriteSGF(os.Stdout); err != nil {
		fmt.Println(err)
	}
	// Output:
	// (;FF[4]GM[1]CA[UTF-8]SZ[9]RU[Counting living stones (计活子)]RE[W+R]PL[W]AB[gc]AW[cg]
	// ;W[ee]C[tengen [天元\]]
	// ;B[]VM[]
	// ;W[]DS[gc])
}

// Replay plays a record's moves by the rules: here a capture, then two
// passes, which pause the game. An illegal move stops the replay with a
// *MoveError naming it, and the position before it.
func ExampleRecord_Replay() {
	rec, err := ls.ParseRecord([]byte(`(;SZ[5]AB[ba]AW[aa]
;W[ca];B[dd];W[bb];B[];W[])`))
	if err != nil {
		fmt.Println(err)
		return
	}
	p, err := rec.Replay()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(p)
	fmt.Println(p.Turn(), p.Phase(), p.Tally(ls.White).Prisoners)

	rec.Moves = append(rec.Moves[:2], ls.RecordMove{Color: ls.White, Move: ls.RealMove(ls.Pt(0, 4))})
	p, err = rec.Replay()
	fmt.Println(err)
	fmt.Println(p.Turn())
	// Output:
	// e O . O . .
	// d . O . . .
	// c . . . . .
	// b . . . X .
	// a . . . . .
	//   a b c d e
	// 5 paused 1
	// livingstones: move 3 (W ae): point is occupied
	// 2
}
