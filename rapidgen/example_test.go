package rapidgen_test

import (
	"fmt"

	ls "github.com/jihuozi/livingstones"
	"github.com/jihuozi/livingstones/rapidgen"
	"pgregory.net/rapid"
)

// A property of a researcher's: the two versions of the rules differ
// only in what extra moves cost. Counted under the art version, a settled
// ending's margin is the law version's less a stone for each extra move
// of the side that made more.
func versionsDifferByExtraMoves(t *rapid.T) {
	s := rapidgen.SettledEndings(rapidgen.Config{Sizes: []int{5, 7}}).Draw(t, "ending")
	law, err := ls.CountPosition(s.Position, s.Settlement, ls.DefaultRules(ls.Law))
	if err != nil {
		t.Fatal(err)
	}
	art, err := ls.CountPosition(s.Position, s.Settlement, ls.DefaultRules(ls.Art))
	if err != nil {
		t.Fatal(err)
	}
	want := law.Margin
	switch art.ExtraSide {
	case ls.Black:
		want -= ls.Whole(art.ExtraMoves)
	case ls.White:
		want += ls.Whole(art.ExtraMoves)
	}
	if art.Margin != want {
		t.Fatalf("art margin %v, law margin %v, %v made %d extra moves\n%v",
			art.Margin, law.Margin, art.ExtraSide, art.ExtraMoves, s.Position)
	}
}

// Example_property checks a property of the rules with rapid. In a test
// it is one line, rapid.Check(t, versionsDifferByExtraMoves); here a
// verdict stands in for the *testing.T and says whether it holds. A
// generator's Example method draws one value from a fixed seed.
func Example_property() {
	var v verdict
	rapid.Check(&v, versionsDifferByExtraMoves)
	fmt.Println(v.String())

	p := rapidgen.Positions(rapidgen.Config{Sizes: []int{5}}).Example(4)
	fmt.Printf("%v, %d turns\n%v", p.Phase(), p.Turn(), p)
	// Output:
	// holds
	// playing, 10 turns
	// e . . O . .
	// d . . . . .
	// c O . X . .
	// b . O X . .
	// a O X . X X
	//   a b c d e
}

// verdict is a rapid.TB that keeps the first failure to itself.
type verdict struct {
	failed bool
	why    string
}

func (v *verdict) String() string {
	if v.failed {
		return "fails: " + v.why
	}
	return "holds"
}

func (*verdict) Helper()              {}
func (*verdict) Name() string         { return "Example" }
func (*verdict) Logf(string, ...any)  {}
func (*verdict) Log(...any)           {}
func (*verdict) Skipf(string, ...any) {}
func (*verdict) Skip(...any)          {}
func (*verdict) SkipNow()             {}
func (v *verdict) Errorf(format string, args ...any) {
	v.Error(fmt.Sprintf(format, args...))
}
func (v *verdict) Error(args ...any) {
	if !v.failed {
		v.failed, v.why = true, fmt.Sprint(args...)
	}
}
func (v *verdict) Fatalf(format string, args ...any) { v.Errorf(format, args...) }
func (v *verdict) Fatal(args ...any)                 { v.Error(args...) }
func (v *verdict) FailNow()                          { v.Error("FailNow") }
func (v *verdict) Fail()                             { v.Error("Fail") }
func (v *verdict) Failed() bool                      { return v.failed }
