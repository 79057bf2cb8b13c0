//go:build unix

package builtins

import "syscall"

// openNonBlock makes open(2) return at once on a FIFO without a peer.
const openNonBlock = syscall.O_NONBLOCK
