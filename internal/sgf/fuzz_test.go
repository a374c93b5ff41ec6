package sgf_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/jihuozi/livingstones/internal/sgf"
)

// fuzzSeeds are the corpus FuzzParse starts from, with the Lanke game:
// small inputs that reach the branches of the parser and the writer.
var fuzzSeeds = []string{
	"(;)",
	"(;C[a\\]b\\\\c\\\nd]\r\n;B[aa](;W[bb])(;W[cc];B[dd]))",
	"\ufeff ( ; AddBlack [aa] C [ 计活子 ] )",
	"(;C[unterminated",
	"((;))",
	"(;A[1](;B[2]);C[3])",
	"(;)(;B[]\n)",
}

// FuzzParse checks that Parse never panics, fails only with a
// *SyntaxError, and that whatever it reads writes back to text that reads
// to the same trees and writes to the same bytes.
func FuzzParse(f *testing.F) {
	lanke, err := os.ReadFile(filepath.Join("..", "..", "testdata", "lanke.sgf"))
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range append(fuzzSeeds, string(lanke)) {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		trees, err := sgf.Parse(data, sgf.Limits{Nodes: -1, Properties: -1})
		if err != nil {
			var se *sgf.SyntaxError
			if !errors.As(err, &se) || se.Line < 1 || se.Column < 1 || se.Offset < 0 || se.Offset > int64(len(data)) {
				t.Fatalf("error %v (%T) is not a well-placed *SyntaxError", err, err)
			}
			return
		}
		roundTrip(t, trees)
	})
}
