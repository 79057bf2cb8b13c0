//go:build windows

package builtins

import (
	"os/exec"
	"strings"
	"syscall"
)

// shellCommand is the process that runs a shell/1,2 command. As in
// SWI-Prolog on Windows, the command line goes to CreateProcess as it is,
// without the command interpreter: its first word names the program
// (found on PATH with PATHEXT's extensions), and cmd.exe's own commands
// need "cmd.exe /C dir" spelt out. The command line is passed verbatim
// (SysProcAttr.CmdLine) rather than re-quoted word by word, since each
// Windows program parses its own.
func shellCommand(command string) *exec.Cmd {
	cmd := exec.Command(programOf(command))
	cmd.SysProcAttr = &syscall.SysProcAttr{CmdLine: command}
	return cmd
}

// programOf is the first word of a Windows command line: up to the
// closing quote when it starts with one, else up to a space or a tab.
func programOf(command string) string {
	command = strings.TrimLeft(command, " \t")
	if rest, ok := strings.CutPrefix(command, `"`); ok {
		if i := strings.IndexByte(rest, '"'); i >= 0 {
			return rest[:i]
		}
		return rest
	}
	if i := strings.IndexAny(command, " \t"); i >= 0 {
		return command[:i]
	}
	return command
}

// killCommand kills a started shellCommand. Windows has no process
// groups to signal: the program itself is terminated, and programs it
// started may outlive it.
func killCommand(cmd *exec.Cmd) {
	_ = cmd.Process.Kill()
}
