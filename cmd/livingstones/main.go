// Command livingstones replays, counts and plays Go games under the
// Counting-Living-Stones rules (计活子围棋规则).
//
// Usage:
//
//	livingstones replay [--json] FILE.sgf
//	livingstones diagram [--svg] [--move N] [--made METHOD] FILE.sgf
//	livingstones gtp [--size N] [--seed S] [--version law|art] [--komi N]
//	livingstones match --white 'CMD...' --black 'CMD...' [--size N] [--games K] [--version art|law] [--komi N] [--sgf DIR]
//	livingstones score [--version art|law] [--komi N] [--dead dd,ee,...] [--ko POINT=B|W] [--method NAME] [--json] FILE.sgf
//
// FILE may be - for standard input. Run a subcommand with -h for its flags.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// errUsage marks errors in the command line; they exit with status 2.
var errUsage = errors.New("usage")

type command struct {
	name, summary string
	run           func(args []string, stdin io.Reader, stdout, stderr io.Writer) error
}

var commands []command

func init() {
	commands = []command{
		{"replay", "replay a record and print the final position and counters", runReplay},
		{"gtp", "serve the rules as a GTP version 2 engine on stdin/stdout", runGTP},
		{"match", "referee games between two GTP engines under these rules", runMatch},
		{"diagram", "draw a record's position or a made position, as text or SVG", runDiagram},
		{"score", "settle and count a record by every method", runScore},
		{"serve", "serve a page to play, settle and count games in a browser", runServe},
	}
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run executes the command line and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(stderr)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	for _, c := range commands {
		if c.name == args[0] {
			err := c.run(args[1:], stdin, stdout, stderr)
			switch {
			case err == nil:
				return 0
			case errors.Is(err, errUsage):
				fmt.Fprintf(stderr, "livingstones %s: %v\n", c.name, err)
				return 2
			default:
				fmt.Fprintf(stderr, "livingstones %s: %v\n", c.name, err)
				return 1
			}
		}
	}
	fmt.Fprintf(stderr, "livingstones: unknown command %q\n", args[0])
	usage(stderr)
	return 2
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: livingstones COMMAND [flags] [args]")
	fmt.Fprintln(w, "commands:")
	for _, c := range commands {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
}
