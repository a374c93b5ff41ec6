module github.com/jihuozi/livingstones

go 1.26
