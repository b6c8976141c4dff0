package seoagency_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDependenciesPointInward: the server is wiring. Only the server's own packages and
// the commands may import seoagency/server/...; a domain package that needs something
// of the server's has it moved out to a package of its own.
func TestDependenciesPointInward(t *testing.T) {
	out, err := exec.Command("go", "list", "-test",
		"-f", `{{.ImportPath}} {{join .Imports " "}}`, "./...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	const server = "seoagency/server"
	allowed := func(pkg string) bool {
		// A test binary is listed as "p [p.test]" or "p.test": its package is p.
		pkg, _, _ = strings.Cut(pkg, " ")
		pkg = strings.TrimSuffix(pkg, ".test")
		pkg = strings.TrimSuffix(pkg, "_test")
		return pkg == server || strings.HasPrefix(pkg, server+"/") || strings.HasPrefix(pkg, "seoagency/cmd/")
	}
	seen := 0
	for line := range strings.SplitSeq(strings.TrimSpace(string(out)), "\n") {
		pkg, imports, _ := strings.Cut(line, " ")
		if strings.HasPrefix(imports, "[") { // "p [p.test] imports…"
			_, imports, _ = strings.Cut(imports, "] ")
		}
		seen++
		if allowed(pkg) {
			continue
		}
		for imp := range strings.FieldsSeq(imports) {
			if imp == server || strings.HasPrefix(imp, server+"/") {
				t.Errorf("%s imports %s: only server/ and cmd/ may", pkg, imp)
			}
		}
	}
	if seen < 10 {
		t.Fatalf("go list named %d packages: the check read nothing", seen)
	}
}
