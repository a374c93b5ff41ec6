package livingstones

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"pgregory.net/rapid"
)

// readDiagram reads a board drawn top row first, as these tests and the
// sources draw it, into its size and the color of each point (index
// y*size+x). It reads the ASCII diagrams of the rule book's style (X
// Black, O White, . or + empty, separated by blanks) and the sources'
// full-width ones (● Black, ○ 〇 ◎ White; box-drawing characters, ＃, ＋
// and full-width letters empty). Blank lines, lines beginning with #, a
// leading row label (a number, a letter other than X and O, or a
// full-width letter) and a line of column letters are skipped.
func readDiagram(t testing.TB, lines []string) (size int, stones []Color) {
	t.Helper()
	var grid [][]Color
	for _, line := range lines {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if r, n := utf8.DecodeRuneInString(line); r >= 'ａ' && r <= 'ｚ' {
			line = line[n:]
		} else if f := strings.Fields(line)[0]; isRowLabel(f) {
			line = line[len(f):]
		}
		if isColumnLetters(line) {
			continue
		}
		var row []Color
		for _, r := range line {
			switch r {
			case ' ', '\t':
			case 'X', '●':
				row = append(row, Black)
			case 'O', '○', '〇', '◎':
				row = append(row, White)
			default:
				row = append(row, Empty)
			}
		}
		grid = append(grid, row)
	}
	size = len(grid)
	stones = make([]Color, size*size)
	for r, row := range grid {
		if len(row) != size {
			t.Fatalf("diagram row %d has %d points, want %d", r+1, len(row), size)
		}
		y := size - 1 - r
		copy(stones[y*size:], row)
	}
	return size, stones
}

// isRowLabel reports whether the first field of a diagram's line is a
// row label: a number, or one letter other than X and O.
func isRowLabel(f string) bool {
	if strings.Trim(f, "0123456789") == "" {
		return true
	}
	return len(f) == 1 && f != "X" && f != "O" && unicode.IsLetter(rune(f[0]))
}

// isColumnLetters reports whether a diagram's line is the column letters
// under the board (ASCII or full-width, after a ﹢ corner).
func isColumnLetters(line string) bool {
	for _, r := range line {
		if !(r == ' ' || r == '﹢' || r >= 'a' && r <= 'z' || r >= 'ａ' && r <= 'ｚ') {
			return false
		}
	}
	return true
}

// parseDiagram reads a board diagram (see readDiagram) into its size and
// the points of its stones.
func parseDiagram(t testing.TB, s string) (size int, black, white []Point) {
	t.Helper()
	size, stones := readDiagram(t, strings.Split(s, "\n"))
	for y := size - 1; y >= 0; y-- {
		for x := 0; x < size; x++ {
			switch stones[y*size+x] {
			case Black:
				black = append(black, Point{x, y})
			case White:
				white = append(white, Point{x, y})
			}
		}
	}
	return size, black, white
}

// position sets up the diagram with the given options (White to move
// unless an option says otherwise).
func position(t testing.TB, s string, opts ...Option) Position {
	t.Helper()
	size, black, white := parseDiagram(t, s)
	p, err := NewPosition(size, append([]Option{Setup(black, white)}, opts...)...)
	if err != nil {
		t.Fatalf("setting up the diagram: %v", err)
	}
	return p
}

// play plays the moves (rule-book notation, "pass", "virtual") in turn
// and fails the test on an illegal one.
func play(t testing.TB, p Position, moves ...string) Position {
	t.Helper()
	for _, s := range moves {
		m, err := ParseMove(s, p.Size())
		if err != nil {
			t.Fatal(err)
		}
		q, err := p.Play(m)
		if err != nil {
			t.Fatalf("playing %s:\n%v\n%v", s, err, p)
		}
		if msg := q.st.b.check(); msg != "" {
			t.Fatalf("after %s the board is inconsistent: %s\n%v", s, msg, q)
		}
		p = q
	}
	return p
}

// sameBoard fails unless p shows exactly the diagram's stones.
func sameBoard(t testing.TB, p Position, want string) {
	t.Helper()
	size, black, white := parseDiagram(t, want)
	if size != p.Size() {
		t.Fatalf("size %d, want %d", p.Size(), size)
	}
	w, err := NewPosition(size, Setup(black, white))
	if err != nil {
		t.Fatal(err)
	}
	if !w.st.b.sameStones(p.st.b) {
		t.Errorf("board:\n%v\nwant:\n%v", p, w)
	}
}

// pt reads a point in the rule book's notation.
func pt(t testing.TB, s string, size int) Point {
	t.Helper()
	p, err := ParsePoint(s, size)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// The rapid properties run on games drawn by playing legal moves, with
// rule options drawn too.

// randomOptions draws rule options.
func randomOptions(t *rapid.T) []Option {
	var opts []Option
	opts = append(opts, WithRepetition(Repetition(rapid.IntRange(0, 2).Draw(t, "repetition"))))
	if rapid.Bool().Draw(t, "forbidSuicide") {
		opts = append(opts, ForbidSuicide())
	}
	if rapid.IntRange(0, 4).Draw(t, "forbidPass") == 0 {
		opts = append(opts, ForbidPass())
	}
	return opts
}

// game is a game reached by playing legal moves from the empty board:
// every position it holds is reachable.
type game struct {
	size      int
	positions []Position // positions[k] is after k turns
	turns     []Played
}

// drawGame plays up to n turns, each drawn from the legal moves (real
// moves most of the time, a virtual move or a pass now and then).
func drawGame(t *rapid.T, sizes []int, n int) game {
	size := rapid.SampledFrom(sizes).Draw(t, "size")
	p, err := NewPosition(size, randomOptions(t)...)
	if err != nil {
		t.Fatal(err)
	}
	g := game{size: size, positions: []Position{p}}
	steps := rapid.IntRange(0, n).Draw(t, "turns")
	for k := 0; k < steps && p.Phase() != Ended; k++ {
		if p.Phase() == Paused {
			if rapid.Bool().Draw(t, "resume") {
				p, _ = p.Resume()
				continue
			}
			break
		}
		legal := p.LegalMoves()
		var m Move
		switch r := rapid.IntRange(0, 19).Draw(t, "kind"); {
		case r == 0 && p.PassAllowed():
			m = Pass
		case r == 1 || len(legal) <= 2:
			m = VirtualMove
		default:
			real := legal[:len(legal)-1]
			if p.PassAllowed() {
				real = legal[:len(legal)-2]
			}
			m = real[rapid.IntRange(0, len(real)-1).Draw(t, "move")]
		}
		c := p.ToMove()
		q, err := p.Play(m)
		if err != nil {
			t.Fatalf("legal move %v refused: %v\n%v", m, err, p)
		}
		p = q
		g.positions = append(g.positions, p)
		g.turns = append(g.turns, Played{c, m})
	}
	return g
}

func (g game) last() Position { return g.positions[len(g.positions)-1] }

// skipUnderRace skips a property test of code that runs on one goroutine
// when the test binary is built with -race: the race detector has nothing
// to find in it and makes it several times slower. .ci/run runs every
// property without it, at 1,000 cases.
func skipUnderRace(t *testing.T) {
	t.Helper()
	if raceEnabled {
		t.Skip("one goroutine: checked without -race (.ci/run runs the properties at 1,000 cases)")
	}
}

// corpusStride is the sample of the professional endings the corpus tests
// take with -short (one record in corpusStride), raceStride under the race
// detector, where each record takes seconds on a busy machine.
const (
	corpusStride = 20
	raceStride   = 60
)

// leftOut reports whether the k-th professional ending is left out of a
// corpus test: under the race detector or -short only a sample is kept,
// the same records every run. Without either the whole corpus runs
// (`go test ./...`; .ci/run runs TestProfessionalEndingsProposal so).
func leftOut(k int) bool {
	switch {
	case raceEnabled:
		return k%raceStride != 0
	case testing.Short():
		return k%corpusStride != 0
	}
	return false
}
