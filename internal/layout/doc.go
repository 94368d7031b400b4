// Package layout holds the tests of the module's layout, which no other
// package owns: that the shared packages name no rule system (a system is
// a package in each layer, linked in by one file), and that
// ARCHITECTURE.md's package list and import graph, and the documents the
// code cites, are true to the code. It has no code of its own.
package layout
