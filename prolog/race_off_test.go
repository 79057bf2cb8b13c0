//go:build !race

package prolog_test

// raceDetector says the tests run under the race detector, which makes
// memory and time ten times dearer.
const raceDetector = false
