package livingstones

import (
	"bytes"
	"encoding/xml"
	"flag"
	"fmt"
	"image"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// updating reports whether -update was given (the flag is defined in
// record_test.go, which shares the test binary): go test -run TestSVG
// -update rewrites the golden files in testdata/svg.
func updating() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// svgCase is one drawing with its golden file.
type svgCase struct {
	name  string
	size  int // of the picture, for the render check
	write func(w io.Writer) error
}

// moreSVGCases holds the makers of further drawings (made positions,
// svg_made_test.go).
var moreSVGCases []func(*testing.T) []svgCase

func svgCases(t *testing.T) []svgCase {
	t.Helper()
	var more []svgCase
	for _, f := range moreSVGCases {
		more = append(more, f(t)...)
	}
	// A 9×9 game with a capture: White took the black stone at ed and moved last.
	p9 := playMoves(t, mustPosition(t, 9), "ee ed dd gg fd gc ec")
	lanke := readLanke(t)
	return append([]svgCase{
		{"empty7", 7, func(w io.Writer) error { return mustPosition(t, 7).WriteSVG(w, SVGOptions{}) }},
		{"game9", 9, func(w io.Writer) error {
			return p9.WriteSVG(w, SVGOptions{Title: "9×9 <test> & capture", Caption: []string{"Black to move; White captured 1"}})
		}},
		{"game9-bare", 9, func(w io.Writer) error {
			return p9.WriteSVG(w, SVGOptions{Spacing: 20, NoCoordinates: true, NoLastMove: true})
		}},
		{"lanke19", 19, func(w io.Writer) error {
			return lanke.WriteSVG(w, SVGOptions{Title: "烂柯图 (the Lanke game), move 290"})
		}},
	}, more...)
}

func mustPosition(t *testing.T, n int) Position {
	t.Helper()
	p, err := NewPosition(n)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// playMoves plays moves in the rule book's notation, in turn.
func playMoves(t *testing.T, p Position, moves string) Position {
	t.Helper()
	for _, s := range strings.Fields(moves) {
		m, err := ParseMove(s, p.Size())
		if err != nil {
			t.Fatal(err)
		}
		if p, err = p.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return p
}

func readLanke(t *testing.T) Position {
	t.Helper()
	f, err := os.Open("testdata/lanke.sgf")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rec, err := ReadRecord(f)
	if err != nil {
		t.Fatal(err)
	}
	p, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestSVGGolden compares each drawing with its golden file in
// testdata/svg (go test -run TestSVG -update rewrites them) and checks
// that it is well-formed XML and the same on a second drawing.
func TestSVGGolden(t *testing.T) {
	for _, tc := range svgCases(t) {
		t.Run(tc.name, func(t *testing.T) {
			var a, b bytes.Buffer
			if err := tc.write(&a); err != nil {
				t.Fatal(err)
			}
			if err := tc.write(&b); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(a.Bytes(), b.Bytes()) {
				t.Fatal("two drawings of the same position differ")
			}
			checkXML(t, a.Bytes())
			golden := filepath.Join("testdata", "svg", tc.name+".svg")
			if updating() {
				if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, a.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -run TestSVG -update to create it)", err)
			}
			if !bytes.Equal(a.Bytes(), want) {
				t.Errorf("%s differs from the drawing (go test -run TestSVG -update rewrites it after a deliberate change)", golden)
			}
		})
	}
}

func checkXML(t *testing.T, data []byte) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(data))
	for {
		_, err := d.Token()
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v", err)
		}
	}
}

// TestSVGRenders turns every golden drawing into a PNG with headless
// Chromium (Debian package chromium) and checks that the picture shows a
// board: mostly the board's wood colour, with dark pixels (lines, black
// stones, letters) and light ones (white stones). It is skipped when
// Chromium is absent. Set LIVINGSTONES_PNG_DIR to keep the PNGs.
func TestSVGRenders(t *testing.T) {
	// One drawing of each kind: Chromium takes seconds per picture.
	rendered := map[string]bool{"empty7": true, "game9": true, "lanke19": true, "made7-return-head": true, "made7-living": true, "made7-added-16": true, "made7-added-48": true, "made19-settled": true}
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("chromium is not installed (apt-get install chromium); the golden files are still checked by TestSVGGolden")
	}
	if testing.Short() {
		t.Skip("rendering with Chromium takes seconds; skipped in -short mode")
	}
	outDir := os.Getenv("LIVINGSTONES_PNG_DIR")
	if outDir == "" {
		outDir = t.TempDir()
	}
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tc := range svgCases(t) {
		if !rendered[tc.name] {
			continue
		}
		t.Run(tc.name, func(t *testing.T) {
			svg, err := filepath.Abs(filepath.Join("testdata", "svg", tc.name+".svg"))
			if err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(outDir, tc.name+".png")
			w, h := svgSize(t, svg)
			// The picture fills its container: an HTML page shows it at its
			// natural size (the viewBox's), in a window at least as large
			// as Chromium allows, and the PNG is cropped to it.
			page := filepath.Join(t.TempDir(), tc.name+".html")
			html := fmt.Sprintf(`<html><body style="margin:0"><img src="file://%s" style="display:block;width:%dpx"></body></html>`, svg, w)
			if err := os.WriteFile(page, []byte(html), 0o644); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
				"--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
				"--hide-scrollbars", "--user-data-dir="+t.TempDir(), "--screenshot="+out,
				"--window-size="+strconv.Itoa(max(w, 300))+","+strconv.Itoa(max(h, 300)), "file://"+page)
			if msg, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("chromium: %v\n%s", err, msg)
			}
			f, err := os.Open(out)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			full, err := png.Decode(f)
			if err != nil {
				t.Fatal(err)
			}
			img := full.(interface {
				SubImage(image.Rectangle) image.Image
			}).SubImage(image.Rect(0, 0, w, h))
			wood, dark, light := pixelShares(img)
			t.Logf("%s: %v, wood %.2f, dark %.3f, light %.3f", out, img.Bounds().Size(), wood, dark, light)
			if wood < 0.3 || dark < 0.005 {
				t.Errorf("the PNG does not look like a board: wood %.2f, dark %.3f", wood, dark)
			}
			if tc.name != "empty7" && light < 0.005 {
				t.Errorf("no white stones in the PNG: light %.3f", light)
			}
		})
	}
}

// svgSize reads the natural width and height of an SVG file: its viewBox.
func svgSize(t *testing.T, name string) (w, h int) {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`viewBox="0 0 (\d+) (\d+)"`).FindSubmatch(data)
	if m == nil {
		t.Fatalf("%s: no viewBox", name)
	}
	w, _ = strconv.Atoi(string(m[1]))
	h, _ = strconv.Atoi(string(m[2]))
	return w, h
}

// pixelShares returns the shares of the picture's pixels near the board's
// wood colour (#dcb35c) and dark, and the share of light pixels (white
// stones) inside the bounding box of the wood.
func pixelShares(img image.Image) (wood, dark, light float64) {
	b := img.Bounds()
	var nw, nd, all int
	box := image.Rectangle{Min: b.Max, Max: b.Min}
	isWood := func(r, g, bl uint32) bool { return near(r, 0xdc) && near(g, 0xb3) && near(bl, 0x5c) }
	rgb := func(x, y int) (uint32, uint32, uint32) {
		r, g, bl, _ := img.At(x, y).RGBA()
		return r >> 8, g >> 8, bl >> 8
	}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl := rgb(x, y)
			all++
			switch {
			case isWood(r, g, bl):
				nw++
				box = box.Union(image.Rect(x, y, x+1, y+1))
			case r < 60 && g < 60 && bl < 60:
				nd++
			}
		}
	}
	var nl, inBox int
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := box.Min.X; x < box.Max.X; x++ {
			inBox++
			if r, g, bl := rgb(x, y); r > 235 && g > 235 && bl > 235 {
				nl++
			}
		}
	}
	if inBox == 0 {
		inBox = 1
	}
	return float64(nw) / float64(all), float64(nd) / float64(all), float64(nl) / float64(inBox)
}

func near(a, b uint32) bool { return a+12 >= b && a <= b+12 }
