package livingstones

import (
	"io"
	"testing"
)

func init() { moreSVGCases = append(moreSVGCases, madeSVGCases) }

// madeSVGCases draws the made positions of the sources' 7×7 game, one
// per method, and the Lanke game's return-head count (图十).
func madeSVGCases(t *testing.T) []svgCase {
	var cases []svgCase
	f, s := sevenBySeven(t)
	a, err := Analyze(f, s)
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range Scores() {
		res, err := sc.Count(a, DefaultRules(Law))
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, svgCase{"made7-" + sc.Name(), 7, func(w io.Writer) error {
			return res.Made.WriteSVG(w, SVGOptions{Title: "7×7, " + sc.Name(), Caption: []string{sc.Name() + ": margin " + res.Margin.String()}})
		}})
	}
	lf, ls := lanke(t)
	la, err := Analyze(lf, ls)
	if err != nil {
		t.Fatal(err)
	}
	res, err := ReturnHead{}.Count(la, Rules{Version: Law})
	if err != nil {
		t.Fatal(err)
	}
	cases = append(cases, svgCase{"made19-return-head", 19, func(w io.Writer) error {
		return res.Made.WriteSVG(w, SVGOptions{Title: "烂柯图, return-head count"})
	}})
	cases = append(cases, svgCase{"made19-settled", 19, func(w io.Writer) error {
		return la.Made().WriteSVG(w, SVGOptions{Title: "烂柯图, settled: stones, eyes, roads"})
	}})
	return cases
}
