package livingstones

import (
	"fmt"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// TestPropertyNotationChain: a point written in one notation, read back and
// written in the next, comes home unchanged around rule book → GTP → SGF →
// rule book and the other way round, on every board size; and ReadPoint
// reads rule-book points and GTP vertices (either case) as the points they
// are, saying which notation it read.
func TestPropertyNotationChain(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(MinSize, MaxSize).Draw(t, "size")
		p := Point{rapid.IntRange(0, n-1).Draw(t, "x"), rapid.IntRange(0, n-1).Draw(t, "y")}
		for _, chain := range [][]Notation{{RuleBook, GTP, SGF, RuleBook}, {RuleBook, SGF, GTP, RuleBook}} {
			s := chain[0].Encode(p, n)
			for i := 1; i < len(chain); i++ {
				q, err := chain[i-1].Decode(s, n)
				if err != nil || q != p {
					t.Fatalf("%v: %v written %q in %v reads back as %v, %v", chain, p, s, chain[i-1], q, err)
				}
				s = chain[i].Encode(q, n)
			}
			if s != p.String() {
				t.Fatalf("%v: %v came home as %q", chain, p, s)
			}
		}
		for _, tc := range []struct {
			s  string
			nt Notation
		}{{RuleBook.Encode(p, n), RuleBook}, {GTP.Encode(p, n), GTP}, {strings.ToLower(GTP.Encode(p, n)), GTP}} {
			q, nt, err := ReadPoint(tc.s, n)
			if err != nil || q != p || nt != tc.nt {
				t.Fatalf("ReadPoint(%q, %d) = %v, %v, %v; want %v, %v", tc.s, n, q, nt, err, p, tc.nt)
			}
		}
	})
}

func TestReadPointErrors(t *testing.T) {
	for _, tc := range []struct{ s, want string }{
		{"", "bad point"},
		{"d", "bad point"},
		{"dpp", "bad point"},
		{"zz", "off the 19×19 board"},
		{"I5", "bad GTP column"},
		{"D0", "bad GTP row"},
		{"D20", "off the 19×19 board"},
		{"D-1", "bad point"},
		{"4D", "bad point"},
	} {
		if _, _, err := ReadPoint(tc.s, 19); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ReadPoint(%q): %v; want an error with %q", tc.s, err, tc.want)
		}
	}
	for _, tc := range []struct {
		name string
		nt   Notation
	}{{"rulebook", RuleBook}, {"GTP", GTP}, {"sgf", SGF}, {"rule-book", RuleBook}} {
		if nt, err := ParseNotation(tc.name); err != nil || nt != tc.nt {
			t.Errorf("ParseNotation(%q) = %v, %v", tc.name, nt, err)
		}
	}
	if _, err := ParseNotation("kgs"); err == nil {
		t.Error("ParseNotation(kgs): no error")
	}
}

// A point typed in the rule book's notation or as a GTP vertex.
func ExampleReadPoint() {
	for _, s := range []string{"dp", "D16", "q10"} {
		p, nt, _ := ReadPoint(s, 19)
		fmt.Printf("%-3s %-9v = %s (SGF %s)\n", s, nt, p, SGF.Encode(p, 19))
	}
	// Output:
	// dp  rule book = dp (SGF dd)
	// D16 GTP       = dp (SGF dd)
	// q10 GTP       = pj (SGF pj)
}
