package livingstones_test

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	ls "github.com/jihuozi/livingstones"
)

// gobanTexts returns the SGF text of up to n records of the goban corpus
// that ReadRecord reads, in file order; none when it is not installed.
func gobanTexts(tb testing.TB, n int) [][]byte {
	tb.Helper()
	files, _ := filepath.Glob("/usr/share/goban/*") // goban-original-games
	var texts [][]byte
	for _, name := range files {
		if len(texts) == n {
			break
		}
		data, err := os.ReadFile(name)
		if err != nil {
			tb.Fatal(err)
		}
		if _, err := ls.ParseRecord(data); err == nil {
			texts = append(texts, data)
		}
	}
	return texts
}

// BenchmarkParseRecord reads records from SGF text: the Lanke game, and
// 100 professional records of the goban corpus (per record).
func BenchmarkParseRecord(b *testing.B) {
	lanke, err := os.ReadFile(filepath.Join("testdata", "lanke.sgf"))
	if err != nil {
		b.Fatal(err)
	}
	b.Run("lanke", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(lanke)))
		for i := 0; i < b.N; i++ {
			if _, err := ls.ParseRecord(lanke); err != nil {
				b.Fatal(err)
			}
		}
	})
	texts := gobanTexts(b, 100)
	if len(texts) == 0 {
		b.Skip("no goban records (apt-get install goban-original-games)")
	}
	b.Run("goban", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			if _, err := ls.ParseRecord(texts[i%len(texts)]); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkWriteRecord writes the Lanke game as SGF.
func BenchmarkWriteRecord(b *testing.B) {
	rec := lankeRecord(b, "lanke.sgf")
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if err := rec.WriteSGF(io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}
