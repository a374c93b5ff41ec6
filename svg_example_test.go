package livingstones_test

import (
	"fmt"
	"strings"

	ls "github.com/jihuozi/livingstones"
)

// WriteSVG draws the seated stones (座子) and a first move at the centre;
// here the picture's first line (its size in the viewBox, with 16 units
// between lines) and what it draws on the board.
func ExamplePosition_WriteSVG() {
	p, _ := ls.NewPosition(7, ls.Seated())
	m, _ := ls.ParseMove("dd", 7)
	p, _ = p.Play(m)
	var b strings.Builder
	if err := p.WriteSVG(&b, ls.SVGOptions{Spacing: 16, Title: "tengen"}); err != nil {
		fmt.Println(err)
		return
	}
	svg := b.String()
	fmt.Println(svg[:strings.IndexByte(svg, '\n')])
	fmt.Println(strings.Count(svg, `stroke-width="1"/>`), "stones,", strings.Count(svg, `fill="none"`), "ring on the last move")
	// Output:
	// <svg xmlns="http://www.w3.org/2000/svg" width="100%" viewBox="0 0 128 128" font-family="DejaVu Sans, Arial, sans-serif">
	// 5 stones, 1 ring on the last move
}
