# expect: hand-written (decisions)
# cd is a change_dir decision; globbing lists directories under enumerate decisions.
mkdir secret && touch secret/a.txt
cd secret
echo "cd status $?"
pwd
echo secret/*
cd out && pwd
