# make install: builds weather as README's install step does (static, not position-independent),
# and installs it stripped, with its man page, its bash, zsh and fish completions, and its
# licences. PREFIX is ~/.local for a user and /usr/local for root; DESTDIR stages the files for
# a package. make uninstall removes exactly those files; make deb builds the Debian package.

ifeq ($(shell id -u),0)
PREFIX ?= /usr/local
else
PREFIX ?= $(HOME)/.local
endif
DESTDIR ?=

BUILT := .build/release/weather
ROOT := $(DESTDIR)$(PREFIX)
BIN := $(ROOT)/bin/weather
MAN := $(ROOT)/share/man/man1/weather.1
BASH := $(ROOT)/share/bash-completion/completions/weather
ZSH := $(ROOT)/share/zsh/site-functions/_weather
FISH := $(ROOT)/share/fish/vendor_completions.d/weather.fish
DOC := $(ROOT)/share/doc/weather

.PHONY: build install uninstall deb

build:
	swift build -c release --product weather --static-swift-stdlib \
	  -Xswiftc -Xclang-linker -Xswiftc -no-pie

install: build
	install -D -m 755 $(BUILT) "$(BIN)"
	strip "$(BIN)"
	install -D -m 644 weather.1 "$(MAN)"
	install -d "$(dir $(BASH))" "$(dir $(ZSH))" "$(dir $(FISH))"
	$(BUILT) --completions bash > "$(BASH)"
	$(BUILT) --completions zsh > "$(ZSH)"
	$(BUILT) --completions fish > "$(FISH)"
	install -D -m 644 LICENSE "$(DOC)/LICENSE"
	install -D -m 644 NOTICE "$(DOC)/NOTICE"
	@echo "installed weather, its man page and completions under $(ROOT)"
	@case "$(PREFIX)" in /usr|/usr/local) ;; *) echo "zsh: to complete, add" \
	  "fpath=($(PREFIX)/share/zsh/site-functions \$$fpath) to ~/.zshrc before compinit";; esac
	@case ":$$PATH:" in *":$(PREFIX)/bin:"*) echo "$(PREFIX)/bin is on PATH: run weather Seoul";; \
	  *) echo "$(PREFIX)/bin is not on PATH: export PATH=\"$(PREFIX)/bin:\$$PATH\"" \
	  "(and in ~/.profile to keep it)";; esac

uninstall:
	rm -f "$(BIN)" "$(MAN)" "$(BASH)" "$(ZSH)" "$(FISH)" "$(DOC)/LICENSE" "$(DOC)/NOTICE"
	rmdir "$(DOC)" 2>/dev/null || true

deb: build
	Scripts/package-deb.sh $(BUILT)
