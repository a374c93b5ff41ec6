// Command livingstones replays, counts and plays Go games under the
// Counting-Living-Stones rules (计活子围棋规则).
//
// Usage:
//
//	livingstones COMMAND [flags] [args]
//	livingstones help [COMMAND]
//	livingstones version
//
// The commands are replay, diagram, score, gtp, match and serve; `livingstones
// help` lists them with the exit statuses, and `livingstones help
// COMMAND` (or `livingstones COMMAND -h`) prints a command's flags. Flags
// may come before or after the arguments; -- ends the flags. FILE may be -
// for standard input. Help goes to standard output, errors to standard
// error, each prefixed once with "livingstones: ".
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
)

// Exit statuses, listed by usage.
const (
	exitOK    = 0 // success, help included
	exitError = 1 // the command failed: a bad record, an illegal move, a refused count; score with several records: one of them failed
	exitUsage = 2 // the command line is wrong: unknown command or flag, bad flag value, wrong arguments
)

// errUsage marks errors in the command line; they exit with status 2.
var errUsage = errors.New("usage")

// errHelp is returned by a command whose help was asked for (-h, --help);
// the help is already printed on standard output, and the status is 0.
var errHelp = errors.New("help shown")

type command struct {
	name, summary string
	run           func(args []string, stdin io.Reader, stdout, stderr io.Writer) error
}

var commands []command

func init() {
	commands = []command{
		{"replay", "replay a record and print the final position and counters", runReplay},
		{"diagram", "draw a record's position or a made position, as text or SVG", runDiagram},
		{"score", "settle and count records by every method (many files: one JSON line each)", runScore},
		{"gtp", "serve the rules as a GTP version 2 engine on stdin/stdout", runGTP},
		{"match", "referee games between two GTP engines under these rules", runMatch},
		{"serve", "serve a page to play, settle and count games in a browser", runServe},
	}
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run executes the command line and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return exitUsage
	}
	switch args[0] {
	case "-h", "-help", "--help":
		usage(stdout)
		return exitOK
	case "help":
		if len(args) == 1 {
			usage(stdout)
			return exitOK
		}
		if len(args) > 2 {
			return exitStatus(stderr, fmt.Errorf("%w: help takes one command, got %q", errUsage, args[1:]))
		}
		if args[1] == "version" || args[1] == "help" {
			usage(stdout)
			return exitOK
		}
		c := lookup(args[1])
		if c == nil {
			return exitStatus(stderr, fmt.Errorf("%w: unknown command %q (run 'livingstones help' for the list)", errUsage, args[1]))
		}
		return exitStatus(stderr, c.run([]string{"-h"}, stdin, stdout, stderr))
	case "version", "-version", "--version":
		if len(args) > 1 {
			return exitStatus(stderr, fmt.Errorf("%w: version takes no arguments, got %q", errUsage, args[1:]))
		}
		fmt.Fprintln(stdout, versionLine())
		return exitOK
	}
	c := lookup(args[0])
	if c == nil {
		return exitStatus(stderr, fmt.Errorf("%w: unknown command %q (run 'livingstones help' for the list)", errUsage, args[0]))
	}
	return exitStatus(stderr, c.run(args[1:], stdin, stdout, stderr))
}

func lookup(name string) *command {
	for i := range commands {
		if commands[i].name == name {
			return &commands[i]
		}
	}
	return nil
}

// exitStatus prints err, if any, once prefixed with "livingstones: ", and
// returns the exit status it calls for. The library's own errors begin
// with "livingstones: " too; the prefix inside the message is dropped so
// that the line says it once.
func exitStatus(stderr io.Writer, err error) int {
	switch {
	case err == nil, errors.Is(err, errHelp):
		return exitOK
	case errors.Is(err, errSomeFailed):
		return exitError // each failure is already reported
	}
	msg := strings.ReplaceAll(err.Error(), "livingstones: ", "")
	if errors.Is(err, errUsage) {
		msg = strings.TrimPrefix(msg, errUsage.Error()+": ")
		fmt.Fprintf(stderr, "livingstones: %s\n", msg)
		return exitUsage
	}
	fmt.Fprintf(stderr, "livingstones: %s\n", msg)
	return exitError
}

// versionLine is the module version the command was built from (as
// `go install ...@v1.2.3` records it; "(devel)" from a checkout), the VCS
// revision when the build recorded one, and the Go version and platform.
func versionLine() string {
	v, rev := "(unknown)", ""
	if bi, ok := debug.ReadBuildInfo(); ok {
		v = bi.Main.Version
		dirty := false
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				dirty = s.Value == "true"
			}
		}
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if rev != "" && dirty {
			rev += "+dirty"
		}
	}
	line := "livingstones " + v
	if rev != "" {
		line += " (" + rev + ")"
	}
	return line + " " + runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH
}

func usage(w io.Writer) {
	fmt.Fprint(w, `livingstones replays, counts and plays Go under the Counting-Living-Stones rules.

usage: livingstones COMMAND [flags] [args]

commands:
`)
	for _, c := range commands {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprint(w, `  help     print this help, or a command's flags: livingstones help COMMAND
  version  print the version of the command

Flags may come before or after the arguments; -- ends them. FILE may be -
for standard input.

Points: every flag that takes points (--dead, --ko) reads the rule book's
notation (dp: column letter, then row letter counted from the bottom) and
GTP vertices (D16: column letter skipping I, then the row number from the
bottom). Output names points in the rule book's notation unless
--notation gtp or sgf is given, and says which.

exit status:
  0  success (help included)
  1  the command failed: unreadable record, illegal move, refused count;
     score with several records: at least one of them failed
  2  bad command line: unknown command or flag, bad value, wrong arguments
`)
}

// errSomeFailed is returned by a command that reported each of its
// failures itself (score with several records); it exits with status 1
// and prints nothing more.
var errSomeFailed = errors.New("some inputs failed")
