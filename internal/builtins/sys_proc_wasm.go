//go:build wasm

package builtins

import "os/exec"

// shellCommand is the process that runs a shell/1,2 command. WebAssembly
// runtimes start no processes: the command's Start fails, and shell/2
// reports status 127, as sh does for a command it cannot run.
func shellCommand(command string) *exec.Cmd {
	return exec.Command("/bin/sh", "-c", command)
}

// killCommand kills a started shellCommand (which WebAssembly never has).
func killCommand(cmd *exec.Cmd) {
	_ = cmd.Process.Kill()
}
