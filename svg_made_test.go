package livingstones

import (
	"fmt"
	"io"
	"strings"
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
	// Stones the making put on, hatched, at the smallest spacing and a large one.
	narrow, err := EqualStonesNarrow{}.Count(a, DefaultRules(Law))
	if err != nil {
		t.Fatal(err)
	}
	for _, sp := range []int{16, 48} {
		cases = append(cases, svgCase{fmt.Sprintf("made7-added-%d", sp), 7, func(w io.Writer) error {
			return narrow.Made.WriteSVG(w, SVGOptions{Spacing: sp, Title: fmt.Sprintf("7×7, stones put on, spacing %d", sp)})
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

// TestMadeAddedStonesStandOut: stones the making put on roads are drawn
// unlike standing ones: hatched in SVG (a pattern fill, not a colour), ◇
// in the full-width diagram rather than the sources' 〇, which most fonts
// draw like ○.
func TestMadeAddedStonesStandOut(t *testing.T) {
	f, s := sevenBySeven(t)
	a, err := Analyze(f, s)
	if err != nil {
		t.Fatal(err)
	}
	res, err := EqualStonesNarrow{}.Count(a, DefaultRules(Law))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := res.Made.WriteSVG(&b, SVGOptions{Spacing: 16}); err != nil {
		t.Fatal(err)
	}
	svg := b.String()
	for _, want := range []string{`<pattern id="ls-added-white"`, `fill="url(#ls-added-white)"`, `<pattern id="ls-added-black"`, `fill="url(#ls-added-black)"`, `width="100%" viewBox="0 0 `} {
		if !strings.Contains(svg, want) {
			t.Errorf("the SVG lacks %s", want)
		}
	}
	if strings.Contains(svg, `height="`+"") && strings.Contains(svg, `<svg xmlns="http://www.w3.org/2000/svg" width="100%" height=`) {
		t.Error("the SVG has a fixed height")
	}
	d := res.Made.Diagram()
	if !strings.ContainsRune(d, '◇') || strings.ContainsRune(d, '〇') {
		t.Errorf("added white stones should be ◇:\n%s", d)
	}
}
