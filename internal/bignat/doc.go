// Package bignat holds big-integer algorithms on math/big values that
// math/big does not offer: Toom-Cook-3 multiplication and squaring (Mul,
// Sqr, Scratch), faster than math/big's Karatsuba for operands of a few
// hundred words and more. They work on the magnitudes ([]big.Word,
// least significant word first, through big.Int.Bits and SetBits) and
// leave the small products, additions and shifts to math/big's
// exported operations.
package bignat
