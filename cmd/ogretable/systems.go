package main

// The rule systems linked into the program: package systems lists them.
import _ "ogretable/systems"
