//go:build unix

package builtins

import (
	"os/exec"
	"syscall"
)

// shellCommand is the process that runs a shell/1,2 command: the Bourne
// shell's "/bin/sh -c Command", as in SWI-Prolog. The command gets a
// process group of its own, so that killCommand ends the processes it
// starts too.
func shellCommand(command string) *exec.Cmd {
	cmd := exec.Command("/bin/sh", "-c", command)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	return cmd
}

// killCommand kills a started shellCommand and its process group.
func killCommand(cmd *exec.Cmd) {
	_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
}
