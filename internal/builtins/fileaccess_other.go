//go:build !unix

package builtins

// openNonBlock is 0 where open(2) has no FIFOs to block on (Windows'
// named pipes live outside the file system; WebAssembly runtimes have
// none).
const openNonBlock = 0
