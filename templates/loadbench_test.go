package templates

import "testing"

// BenchmarkLoadBuiltIn reads the built-in files as every game subcommand
// does once (Default), the largest part of "ogretable do"'s own work.
func BenchmarkLoadBuiltIn(b *testing.B) {
	for b.Loop() {
		if _, err := Load(Files(), ""); err != nil {
			b.Fatal(err)
		}
	}
}
