package livingstones_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	ls "github.com/jihuozi/livingstones"
	"github.com/jihuozi/livingstones/internal/sgf"
)

// fuzzSeeds are the corpus FuzzReadRecord starts from, with the Lanke
// files: small inputs that reach each branch of the record reader.
var fuzzSeeds = []string{
	"(;)",
	"(;FF[4]GM[1]SZ[9]KM[7.5]RU[x]PL[W]AB[aa:cc]AW[dd]C[a\\]b\\\\c\\\nd];W[ee]C[x];B[]VM[];W[tt](;B[ff])(;B[gg]))",
	"(;SZ[5]AddBlack[aa];AE[aa];B[bb]DS[aa]TB[cc:dd]TW[ee])(;SZ[13:13])",
	"(;SZ[21];B[tt];W[]VM[];C[x])",
	"\ufeff ( ; C [ 计活子 ] )",
	"(;C[unterminated",
	"(;B[aa]W[bb])",
	"((;))",
	"(;A[1](;B[2]);C[3])",
	"(;KM[3.75]CA[GB2312]CA[UTF-8]PB[a]PB[b])",
}

func addSeeds(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	files, err := filepath.Glob(filepath.Join("testdata", "lanke*.sgf"))
	if err != nil || len(files) == 0 {
		f.Fatalf("no testdata/lanke*.sgf: %v", err)
	}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
}

// FuzzReadRecord checks that ParseRecord never panics, fails only with a
// *SyntaxError or a *RecordError, and that a record it reads writes back
// to text that reads to an equal record and writes to the same bytes.
func FuzzReadRecord(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := ls.ParseRecord(data)
		// ReadRecord reads the main line as it scans; it must read what
		// RecordFromTree reads from the parsed tree.
		if trees, perr := sgf.Parse(data, sgf.Limits{Nodes: ls.DefaultSGFNodes, Properties: ls.DefaultSGFProperties}); perr == nil && len(trees) == 1 {
			fromTree, terr := ls.RecordFromTree(trees[0])
			if fmt.Sprint(err) != fmt.Sprint(terr) || !reflect.DeepEqual(rec, fromTree) {
				t.Fatalf("ReadRecord and RecordFromTree differ on %q:\n%v\n%v\n%s", data, err, terr, cmp.Diff(fromTree, rec))
			}
		}
		if err != nil {
			var se *ls.SyntaxError
			var re *ls.RecordError
			if !errors.As(err, &se) && !errors.As(err, &re) {
				t.Fatalf("error %v (%T) is neither *SyntaxError nor *RecordError", err, err)
			}
			return
		}
		var buf bytes.Buffer
		if err := rec.WriteSGF(&buf); err != nil {
			t.Fatalf("WriteSGF of a record read from %q: %v", data, err)
		}
		again, err := ls.ParseRecord(buf.Bytes())
		if err != nil {
			t.Fatalf("reading what WriteSGF wrote: %v\n%q", err, buf.Bytes())
		}
		if !reflect.DeepEqual(rec, again) { // cheap first; cmp.Diff only to explain
			t.Fatalf("read → write → read changed the record (-first +second):\n%s\ninput: %q\nwritten: %q", cmp.Diff(rec, again), data, buf.Bytes())
		}
		var buf2 bytes.Buffer
		if err := again.WriteSGF(&buf2); err != nil || !bytes.Equal(buf.Bytes(), buf2.Bytes()) {
			t.Fatalf("writing is not deterministic (%v):\n%q\n%q", err, buf.Bytes(), buf2.Bytes())
		}
	})
}
