package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// newFlags returns a flag set for a command. Its output is where the help
// goes when -h or --help asks for it (standard output); errors in the
// flags are returned by parseArgs, never printed by the flag package.
// A command's Usage writes to fs.Output().
func newFlags(name string, help io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(help)
	return fs
}

// parseArgs parses args, flags before or after the arguments (-- ends the
// flags), and returns the arguments. -h or --help prints the command's
// help on fs.Output() and returns errHelp; a bad flag returns an errUsage
// error naming it.
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	out, usage := fs.Output(), fs.Usage
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	defer func() { fs.SetOutput(out); fs.Usage = usage }()
	var pos []string
	for {
		err := fs.Parse(args)
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(out)
			usage()
			return nil, errHelp
		}
		if err != nil {
			return nil, fmt.Errorf("%w: %s: %v (see 'livingstones help %s')", errUsage, fs.Name(), err, fs.Name())
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return pos, nil
		}
		if consumed := len(args) - len(rest); consumed > 0 && args[consumed-1] == "--" {
			return append(pos, rest...), nil // everything after -- is an argument
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// parseFlags parses args and returns the one file argument.
func parseFlags(fs *flag.FlagSet, args []string) (string, error) {
	pos, err := parseArgs(fs, args)
	if err != nil {
		return "", err
	}
	if len(pos) != 1 {
		return "", fmt.Errorf("%w: %s: want one FILE.sgf (or - for standard input), got %d arguments%s", errUsage, fs.Name(), len(pos), quoteArgs(pos))
	}
	return pos[0], nil
}

// parseNoArgs parses args for a command that takes flags only.
func parseNoArgs(fs *flag.FlagSet, args []string) error {
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 0 {
		return fmt.Errorf("%w: %s takes no arguments, got %s", errUsage, fs.Name(), strings.TrimPrefix(quoteArgs(pos), " "))
	}
	return nil
}

func quoteArgs(a []string) string {
	if len(a) == 0 {
		return ""
	}
	q := make([]string, len(a))
	for i, s := range a {
		q[i] = fmt.Sprintf("%q", s)
	}
	return " (" + strings.Join(q, " ") + ")"
}

// isSet reports whether the flag was given on the command line (so that
// any value, a negative komi included, is taken as given).
func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}
