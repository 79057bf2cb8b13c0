// Package bignat holds big-integer algorithms on math/big values that
// math/big does not offer: Toom-Cook-3 multiplication and squaring (Mul,
// Sqr, Scratch), faster than math/big's Karatsuba for operands of a few
// hundred words and more, and schoolbook division by a divisor prepared
// once (Divisor), faster than math/big's for divisors of a few words to
// a few dozen. They work on the magnitudes ([]big.Word, least
// significant word first, through big.Int.Bits and SetBits) and leave
// the small products, additions and shifts to math/big's exported
// operations, and the division's inner loop to math/big's assembly
// kernel, which it keeps reachable by name.
package bignat
